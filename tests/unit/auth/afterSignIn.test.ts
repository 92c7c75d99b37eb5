import { describe, expect, it } from 'vitest';
import { afterSignIn } from '@/lib/auth/afterSignIn';

describe('where a sign-in goes (shell-and-routing.md §4, §6)', () => {
  it("goes to the wanted page the guard kept in the page's returnUrl", () => {
    expect(afterSignIn({ pathname: '/ru/user/login', search: '?returnUrl=%2Fru%2Foffice%2Fhistory%3Fx%3D1', language: 'ru' })).toEqual({
      kind: 'navigate',
      url: '/ru/office/history?x=1',
    });
  });

  it("prefers the opener's returnUrl to the query", () => {
    expect(afterSignIn({ pathname: '/en/slots', search: '?returnUrl=%2Fen%2Flive', language: 'en', returnUrl: '/en/office/account' })).toEqual({
      kind: 'navigate',
      url: '/en/office/account',
    });
  });

  it('never leaves the site: hostile return urls are ignored', () => {
    for (const hostile of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/%2F%2Fevil.example']) {
      const search = `?returnUrl=${encodeURIComponent(hostile)}`;
      expect(afterSignIn({ pathname: '/en/user/login', search, language: 'en' }), hostile).toEqual({ kind: 'navigate', url: '/en' });
      expect(afterSignIn({ pathname: '/en/slots', search, language: 'en' }), hostile).toEqual({ kind: 'stay' });
      expect(afterSignIn({ pathname: '/en/slots', search: '', language: 'en', returnUrl: hostile }), hostile).toEqual({ kind: 'stay' });
    }
  });

  it('leaves the pages for visitors for home, and stays on any other page', () => {
    expect(afterSignIn({ pathname: '/en/user/login', search: '', language: 'en' })).toEqual({ kind: 'navigate', url: '/en' });
    expect(afterSignIn({ pathname: '/ru/login', search: '', language: 'ru' })).toEqual({ kind: 'navigate', url: '/ru' });
    expect(afterSignIn({ pathname: '/ru/live', search: '?x=1', language: 'ru' })).toEqual({ kind: 'stay' });
  });
});

describe('a player whose terms changed (docs/auth-api.md: terms_changed)', () => {
  it('goes to confirm-terms first, keeping where he was going', () => {
    expect(afterSignIn({ pathname: '/en/user/login', search: '?returnUrl=%2Fen%2Flive', language: 'en', termsChanged: true })).toEqual({
      kind: 'navigate',
      url: '/en/confirm-terms?returnUrl=%2Fen%2Flive',
    });
    expect(afterSignIn({ pathname: '/ru/slots', search: '?q=1', language: 'ru', termsChanged: true, confirmTermsEnabled: true })).toEqual({
      kind: 'navigate',
      url: '/ru/confirm-terms?returnUrl=%2Fru%2Fslots%3Fq%3D1',
    });
  });

  it('is not sent there when the site has confirm-terms switched off', () => {
    expect(afterSignIn({ pathname: '/ru/slots', search: '', language: 'ru', termsChanged: true, confirmTermsEnabled: false })).toEqual({ kind: 'stay' });
  });
});
