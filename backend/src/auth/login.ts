import type { Context } from 'hono';
import type { ApiError } from '../errors';
import type { AuthTicketRow } from './rows';
import type { ProtectionMethods, UserRow } from '../accounts/rows';
import type { AppDeps } from '../deps';
import { findUserById } from '../accounts/users';
import { assertNotLocked, type AttemptKeys, captchaNeeded, clearFailures, recordFailure, slowDownForAccount } from './attempts';
import { captchaInvalid, captchaRequired, codeInvalid, wrongCredentials } from './authErrors';
import { spendCaptchaPass } from './captcha';
import { clientKey } from './client';
import { checkCode, issueCode } from './codes';
import { accountKey } from './identify';
import { CODE_TTL_MS } from './signInRules';
import { hashPassword, verifyPassword } from './passwords';
import { signIn, type SignedIn } from './signIn';
import { totpStepFor, type TotpStep } from '../twoFactor/signIn';

/** The e-mail code step answers no `two_step_method` (as before the app); the app's step says "totp". */
export type TwoStepRequired = { two_step_required: true; two_step_token: string } | TotpStep;
export type LoginAnswer = SignedIn | TwoStepRequired;

// Checked against when no account matched, so a wrong login takes as long as a wrong password.
let dummyHash: string | null = null;
const dummy = () => (dummyHash ??= hashPassword('not a password of anybody'));

export interface PasswordLogin {
  user: UserRow | undefined;
  /** The login or phone as the player typed it (the lockout key when no account matched). */
  typed: string;
  password: string;
  save: boolean;
  captcha?: string | undefined;
}

/**
 * Login by password (login name / e-mail / id, or phone): this client's lock first, then the captcha
 * once this client or this account has failed often (attempts.ts), then, slowed down for an account
 * under attack, the password. Then the two-step step for players who turned it on, else the session.
 * Failures against the account never refuse the right password with a solved captcha.
 */
export async function passwordLogin(c: Context, deps: AppDeps, login: PasswordLogin): Promise<LoginAnswer> {
  const { db, clock } = deps;
  const keys: AttemptKeys = { client: clientKey(c, deps), account: accountKey(login.user, login.typed) };
  assertNotLocked(db, clock, keys);
  if (captchaNeeded(db, clock, keys)) {
    if (!login.captcha) throw captchaRequired();
    if (!spendCaptchaPass(deps, keys.client, login.captcha)) throw captchaInvalid();
  }
  await slowDownForAccount(deps, keys.account);
  const matches = login.user
    ? verifyPassword(login.password, login.user.password_hash)
    : verifyPassword(login.password, dummy()) && false;
  if (!login.user || !matches) {
    recordFailure(db, clock, keys);
    throw wrongCredentials();
  }
  clearFailures(db, keys);
  return afterPassword(c, deps, login.user, login.save);
}

/**
 * Players with an authenticator app on get a token for its code (nothing is sent; twoFactor/signIn.ts);
 * other players with enable_two_factor_auth get a code in their inbox and a token for the second step.
 */
function afterPassword(c: Context, deps: AppDeps, user: UserRow, save: boolean): LoginAnswer {
  const methods = JSON.parse(user.protection_methods) as ProtectionMethods;
  if (!methods.enable_two_factor_auth) return signIn(c, deps, user, save);
  const totp = totpStepFor(deps, user);
  if (totp) return totp;
  const token = issueCode(deps, {
    purpose: 'two_step',
    ttlMs: CODE_TTL_MS,
    address: `user:${user.id}`,
    userId: user.id,
    deliverTo: { userId: user.id },
  });
  return { two_step_required: true, two_step_token: token };
}

const isCodeInvalid = (error: unknown) => (error as ApiError | undefined)?.code === 'code_invalid';

/**
 * Checks a code; a wrong code counts as a failed sign-in of this client (its lock) and against
 * `account` (slower answers), so codes cannot be guessed faster than passwords. Failures against the
 * account never refuse its owner's right code; a code's own limit (CODE_MAX_ATTEMPTS) is per code.
 */
export async function checkCodeCounted(c: Context, deps: AppDeps, row: AuthTicketRow | undefined, code: string, account: string): Promise<void> {
  const { db, clock } = deps;
  const keys: AttemptKeys = { client: clientKey(c, deps), account };
  assertNotLocked(db, clock, keys);
  await slowDownForAccount(deps, account);
  try {
    checkCode(deps, row, code);
  } catch (error) {
    if (isCodeInvalid(error)) recordFailure(db, clock, keys);
    throw error;
  }
  clearFailures(db, keys);
}

/** Checks a sign-in code (two-step, SMS) and returns the player it was for. */
export async function codeSignInUser(c: Context, deps: AppDeps, row: AuthTicketRow | undefined, code: string, typed: string): Promise<UserRow> {
  const user = row?.user_id ? findUserById(deps.db, row.user_id) : undefined;
  await checkCodeCounted(c, deps, row, code, accountKey(user, typed));
  // A code for a number with no account never matches, so a checked code always has its player.
  if (!user) throw codeInvalid();
  return user;
}
