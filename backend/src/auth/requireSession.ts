import type { Context } from 'hono';
import type { SessionRow } from './rows';
import type { UserRow } from '../accounts/rows';
import type { AppDeps } from '../deps';
import { ApiError } from '../errors';
import { findUserById } from '../accounts/users';
import { allowedBanLevel } from '../../../lib/rules/ban';
import { moneyAllowed, type MoneyUse } from './rights';
import { findRequestSession } from './sessions';

export interface RequestUser {
  session: SessionRow;
  user: UserRow;
}

/** What a refused banned player is told: a stable code and his ban, so the site can route him. */
export interface BanInfo {
  ban_level: number;
  ban_version: number;
  allowed_ban_level: number;
}

export function banInfoOf(user: Pick<UserRow, 'ban_level' | 'ban_version'>): BanInfo {
  return { ban_level: user.ban_level, ban_version: user.ban_version, allowed_ban_level: allowedBanLevel(user.ban_version) };
}

/** 403 `banned` with the ban level/version (top level and in the error's meta). */
export function bannedError(user: Pick<UserRow, 'ban_level' | 'ban_version'>): ApiError {
  const info = banInfoOf(user);
  return new ApiError(403, 'The account is banned', { code: 'banned', meta: { ...info }, extra: { error: 'banned', ...info } });
}

/**
 * The one place a request's player is resolved: the session (`ua` cookie or a verified bearer
 * user_token), then the player's row, whose ban is the one in force now — never the token's `ban`
 * claim, which may be stale or, for an old client, forged. Null for a guest (the caller answers 401
 * in its own shape).
 *
 * `money` says how the call touches money; a banned player the ban does not allow it for gets a
 * 403 `banned` (thrown). Every endpoint that reads or moves money — balance, accounts, the office,
 * the active account, and every later bet, deposit and limit call — must resolve its player here
 * with the right `money` use, never with findRequestSession alone (docs/auth-api.md "Bans").
 */
export function requireSession(c: Context, deps: AppDeps, options: { money?: MoneyUse } = {}): RequestUser | null {
  const session = findRequestSession(c, deps.db, deps.clock, deps.secret);
  const user = session ? findUserById(deps.db, session.user_id) : undefined;
  if (!session || !user) return null;
  if (options.money && !moneyAllowed(user, options.money)) throw bannedError(user);
  return { session, user };
}
