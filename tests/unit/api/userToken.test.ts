// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isTokenExpired, readCookie, tokenExpiresAtMs, userTokenFrom, userTokenMaxAgeS } from '@/lib/auth/userToken';
import { makeToken } from './client';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const NOW_S = NOW / 1000;

describe('user_token (limits-coupon-auth.md §3, §4: the cookie expires with the token)', () => {
  it('reads the expiry from the payload', () => {
    expect(tokenExpiresAtMs(makeToken({ exp: NOW_S + 60 }))).toBe(NOW + 60_000);
    expect(tokenExpiresAtMs('garbage')).toBeNull();
    expect(tokenExpiresAtMs(null)).toBeNull();
  });

  it('counts a token as expired from its exp on, and a token without exp as not expired', () => {
    expect(isTokenExpired(makeToken({ exp: NOW_S + 1 }), NOW)).toBe(false);
    expect(isTokenExpired(makeToken({ exp: NOW_S }), NOW)).toBe(true);
    expect(isTokenExpired('no-payload', NOW)).toBe(false);
  });

  it("gives the cookie a Max-Age that ends with the token, 0 for one already expired", () => {
    expect(userTokenMaxAgeS(makeToken({ exp: NOW_S + 3600 }), NOW)).toBe(3600);
    expect(userTokenMaxAgeS(makeToken({ exp: NOW_S - 5 }), NOW)).toBe(0);
  });

  it("falls back to the answer's expires_at for a token without a readable exp", () => {
    expect(userTokenMaxAgeS('opaque', NOW, NOW_S + 120)).toBe(120);
    expect(userTokenMaxAgeS('opaque', NOW)).toBe(0);
  });

  it('reads one cookie from a Cookie header or document.cookie', () => {
    expect(readCookie('lng=ru; user_token=a.b; ua=x', 'user_token')).toBe('a.b');
    expect(readCookie('xuser_token=1; user_token=%41', 'user_token')).toBe('A');
    expect(readCookie('lng=ru', 'user_token')).toBeNull();
    expect(userTokenFrom(undefined)).toBeNull();
    expect(userTokenFrom('user_token=')).toBeNull();
  });
});
