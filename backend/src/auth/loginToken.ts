import type { Context } from 'hono';
import type { UserRow } from '../accounts/rows';
import type { AppDeps } from '../deps';
import { fieldError } from '../errors';
import { findUserById } from '../accounts/users';
import { assertNotLocked, type AttemptKeys, recordFailure } from './attempts';
import { codeExpired, wrongCredentials } from './authErrors';
import { clientKey } from './client';
import { LOGIN_TOKEN_TTL_MS } from './signInRules';
import { hmac, sameText } from './signed';
import { createTicket, findTicket, isLive, spendTicket } from './tickets';

/**
 * Login by token (limits-coupon-auth.md §7: method_id, token, sign, lng): a one-time sign-in link the backend
 * hands out (an e-mail link, an app hand-over; here the control API). Method 1 is the only one.
 * sign = base64url(HMAC-SHA256(secret, "login-token.<method_id>.<token>")), so a link whose token
 * or method was changed is refused before the database is asked.
 */
export const LOGIN_TOKEN_METHOD_ID = 1;

export const loginTokenSign = (secret: string, methodId: number, token: string) =>
  hmac(secret, `login-token.${methodId}.${token}`);

export function issueLoginToken(deps: AppDeps, userId: number) {
  const token = createTicket(deps.db, deps.clock, { purpose: 'login_token', ttlMs: LOGIN_TOKEN_TTL_MS, userId });
  return { method_id: LOGIN_TOKEN_METHOD_ID, token, sign: loginTokenSign(deps.secret, LOGIN_TOKEN_METHOD_ID, token) };
}

/** The player of a valid, unused link; the link is spent. Bad signs count as failed sign-ins. */
export function userOfLoginToken(c: Context, deps: AppDeps, methodId: number, token: string, sign: string): UserRow {
  const { db, clock } = deps;
  if (methodId !== LOGIN_TOKEN_METHOD_ID) throw fieldError('/method_id', `Unknown sign-in method ${methodId}`);
  const keys: AttemptKeys = { client: clientKey(c, deps), account: `token:${token.slice(0, 64)}` };
  assertNotLocked(db, clock, keys);
  if (!sameText(sign, loginTokenSign(deps.secret, methodId, token))) {
    recordFailure(db, clock, keys);
    throw wrongCredentials('The sign-in link is not valid');
  }
  const row = findTicket(db, 'login_token', token);
  if (!row) throw wrongCredentials('The sign-in link is not valid');
  if (!isLive(row, clock.now()) || !spendTicket(db, row.token)) throw codeExpired();
  const user = row.user_id ? findUserById(db, row.user_id) : undefined;
  if (!user) throw wrongCredentials('The sign-in link is not valid');
  return user;
}
