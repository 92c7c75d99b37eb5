// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { socialAuthorizeHref, socialErrorOf, socialStepOf } from '@/lib/auth/socialLinks';

describe('social authorize links', () => {
  it('start the provider round trip with a same-origin return path and the language', () => {
    expect(socialAuthorizeHref('vk', '/en/slots?x=1', 'en')).toBe(
      '/social-api/oauth/vk/authorize?returnUrl=%2Fen%2Fslots%3Fx%3D1&lng=en',
    );
  });

  it('ask for a registration token in register mode', () => {
    expect(socialAuthorizeHref('google', '/ru/registration/socialregistration', 'ru', { register: true })).toBe(
      '/social-api/oauth/google/authorize?returnUrl=%2Fru%2Fregistration%2Fsocialregistration&lng=ru&mode=register',
    );
  });

  it('ask to remember the session when the login form says so', () => {
    expect(socialAuthorizeHref('apple', '/en', 'en', { save: true })).toBe('/social-api/oauth/apple/authorize?returnUrl=%2Fen&lng=en&save=1');
  });

  it.each(['https://evil.example', '//evil.example/x', 'javascript:alert(1)'])('never pass on %s as the return', (raw) => {
    expect(socialAuthorizeHref('ok', raw, 'ru')).toBe('/social-api/oauth/ok/authorize?returnUrl=%2Fru&lng=ru');
  });
});

describe('the social registration step from the return query', () => {
  it('reads the provider and the token', () => {
    expect(socialStepOf(new URLSearchParams('provider=vk&social_token=abc'))).toEqual({ provider: 'vk', token: 'abc' });
  });

  it.each(['social_token=abc', 'provider=vk', 'provider=myspace&social_token=abc'])('is none for %s', (query) => {
    expect(socialStepOf(new URLSearchParams(query))).toBeNull();
  });

  it("reads why the round trip failed", () => {
    expect(socialErrorOf(new URLSearchParams('social_error=cancelled'))).toBe('cancelled');
    expect(socialErrorOf(new URLSearchParams(''))).toBeNull();
  });
});
