import { deducePageAllowed, isBanned } from '../../../lib/rules/ban';
import type { UserRow } from '../accounts/rows';

/** What a player may do (GET /web-api/user/rights). */
export const ALL_RIGHTS = ['bet', 'casino', 'deposit', 'withdraw', 'office'] as const;
export type Right = (typeof ALL_RIGHTS)[number];

type Ban = Pick<UserRow, 'ban_level' | 'ban_version'>;

/** Whether the ban is the one the deduce page stays open for (limits-coupon-auth.md §6). */
export function deduceAllowed(user: Ban): boolean {
  return deducePageAllowed(user.ban_level, user.ban_version);
}

/**
 * A player who is not banned may do everything; a banned one only withdraw (the deduce page), and
 * only when his ban level is the one his ban version allows; any other ban allows nothing.
 * The rights call keeps answering 200 for a banned player (with these reduced rights and his ban
 * level/version), so the site can route him; the money calls themselves refuse him (requireSession).
 */
export function rightsOf(user: Ban): Right[] {
  if (!isBanned(user.ban_level)) return [...ALL_RIGHTS];
  return deduceAllowed(user) ? ['withdraw'] : [];
}

/**
 * How a call touches money: `read` shows balances (the deduce page needs them), `withdraw` takes
 * money out through the deduce page, `move` is everything else (bets, deposits, limits, the office,
 * the active account).
 */
export type MoneyUse = 'read' | 'withdraw' | 'move';

/** Whether a player with this ban may make a call of this kind (a pure rule, from the users table). */
export function moneyAllowed(user: Ban, use: MoneyUse): boolean {
  if (!isBanned(user.ban_level)) return true;
  return use !== 'move' && deduceAllowed(user);
}
