// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isOneTapEligible, oneTapCsrfCookie, sameOriginTarget } from '@/lib/auth/oneTap';

describe('Google One Tap eligibility (shell-and-routing.md §7)', () => {
  it('needs the feature on and an anonymous visitor', () => {
    expect(isOneTapEligible(true, false)).toBe(true);
    expect(isOneTapEligible(false, false)).toBe(false);
    expect(isOneTapEligible(true, true)).toBe(false);
    expect(isOneTapEligible(false, true)).toBe(false);
  });
});

describe('the page a sign-in answer names', () => {
  const origin = 'https://betsite.example';
  it.each([
    ['/ru', '/ru'],
    ['/en/slots?x=1', '/en/slots?x=1'],
    ['https://betsite.example/en/office', '/en/office'],
  ])('follows %s', (raw, target) => {
    expect(sameOriginTarget(raw, origin, '/ru')).toBe(target);
  });

  it.each(['https://evil.example/ru', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '', null])(
    'refuses %s',
    (raw) => {
      expect(sameOriginTarget(raw, origin, '/ru')).toBe('/ru');
    },
  );
});

describe('the One Tap double-submit cookie', () => {
  it('is Strict, scoped to the One Tap call, short-lived, and Secure only on https', () => {
    const options = { path: '/social-api/oauth/google-one-tap', maxAgeS: 60 };
    expect(oneTapCsrfCookie('g_csrf_token', 'ab12', { ...options, https: false })).toBe(
      'g_csrf_token=ab12; Path=/social-api/oauth/google-one-tap; Max-Age=60; SameSite=Strict',
    );
    expect(oneTapCsrfCookie('g_csrf_token', 'ab12', { ...options, https: true })).toMatch(/; SameSite=Strict; Secure$/);
    expect(oneTapCsrfCookie('g_csrf_token', '', { ...options, maxAgeS: 0, https: false })).toContain('Max-Age=0');
  });
});
