// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { authFailure } from '@/lib/auth/authFailure';

describe('what a registration or recovery form says about a failure', () => {
  it.each([
    ['registration_disabled', 403, 'registrationDisabled'],
    ['code_invalid', 400, 'codeInvalid'],
    ['code_expired', 400, 'codeExpired'],
  ])('%s in our words', (code, status, key) => {
    expect(authFailure({ status, code, message: 'server words' })).toEqual({ key });
  });

  it("shows the server's detail of a validation error or a lockout", () => {
    expect(authFailure({ status: 400, code: 'validation', message: 'This e-mail is already registered' })).toEqual({
      detail: 'This e-mail is already registered',
    });
    expect(authFailure({ status: 429, code: 'too_many_attempts', message: 'Try again in 60 s' })).toEqual({ detail: 'Try again in 60 s' });
  });

  it('says "no connection" when nothing answered', () => {
    expect(authFailure({ status: 0, message: 'Failed to fetch' })).toEqual({ key: 'network' });
  });

  it("keeps the client's own log messages and server faults from the player", () => {
    expect(authFailure({ status: 400, message: '/web-api/x answered 400' })).toEqual({ key: 'generic' });
    expect(authFailure({ status: 200, message: 'Unexpected response from /web-api/x at user_id: invalid' })).toEqual({ key: 'generic' });
    expect(authFailure({ status: 500, message: 'Internal error' })).toEqual({ key: 'generic' });
    expect(authFailure({})).toEqual({ key: 'generic' });
  });

  it('says nothing about a request the page cancelled', () => {
    expect(authFailure({ status: 499, message: 'Request cancelled' })).toBeNull();
  });
});
