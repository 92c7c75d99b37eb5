import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/http';
import { loginFailureOf, retryAfterSeconds } from '@/lib/auth/loginError';

const NOW = Date.parse('2026-11-22T10:00:00.000Z');

describe('login failure (limits-coupon-auth.md §8: login errors)', () => {
  it('names the server codes the forms have words for', () => {
    for (const code of ['wrong_credentials', 'captcha_required', 'captcha_invalid', 'code_invalid', 'code_expired', 'validation']) {
      expect(loginFailureOf(new ApiError('English detail', 400, code), NOW)).toEqual({ code, retryAfterS: null });
    }
    // Today's session limit is used up: no sign-in until tomorrow (limits-coupon-auth.md §4, §8).
    expect(loginFailureOf(new ApiError('Session limit ended', 403, 'session_limit_ended'), NOW)).toEqual({ code: 'session_limit_ended', retryAfterS: null });
  });

  it('reads the wait of a lockout from its answer', () => {
    const lockout = new ApiError('Too many failed sign-ins. Try again in 15 min (at 2026-11-22T10:14:30.000Z)', 429, 'too_many_attempts');
    expect(loginFailureOf(lockout, NOW)).toEqual({ code: 'too_many_attempts', retryAfterS: 870 });
    expect(retryAfterSeconds(new ApiError('Try again in 40 s', 429, null), NOW)).toBe(40);
    expect(retryAfterSeconds(new ApiError('Slow down', 429, null), NOW)).toBeNull();
    // A 429 is the lockout whatever its code says.
    expect(loginFailureOf(new ApiError('Slow down', 429, null), NOW)).toEqual({ code: 'too_many_attempts', retryAfterS: null });
  });

  it('tells a lost connection from a server fault, and stays quiet for a cancelled request', () => {
    expect(loginFailureOf(new ApiError('Failed to fetch', 0), NOW)).toEqual({ code: 'network', retryAfterS: null });
    expect(loginFailureOf(new ApiError('/web-api/user/auth/login answered 500', 500), NOW)).toEqual({ code: 'generic', retryAfterS: null });
    expect(loginFailureOf(new ApiError('odd', 400, 'something_new'), NOW)).toEqual({ code: 'generic', retryAfterS: null });
    expect(loginFailureOf(new TypeError('boom'), NOW)).toEqual({ code: 'generic', retryAfterS: null });
    expect(loginFailureOf(new ApiError('Request cancelled', 499), NOW)).toBeNull();
  });
});
