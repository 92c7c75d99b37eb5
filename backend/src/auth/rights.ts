import type { UserRow } from '../db/rows';

/** What a player may do (GET /web-api/user/rights). */
export const ALL_RIGHTS = ['bet', 'casino', 'deposit', 'withdraw', 'office'] as const;
export type Right = (typeof ALL_RIGHTS)[number];

/** Ban version 1 allows ban level 53 on the deduce page, any other version 45 (limits spec §6). */
export function allowedBanLevel(banVersion: number): number {
  return banVersion === 1 ? 53 : 45;
}

/**
 * A player who is not banned may do everything; a banned one only withdraw (the deduce page), and
 * only when his ban level is the one his ban version allows; any other ban allows nothing.
 */
export function rightsOf(user: UserRow): Right[] {
  if (user.ban_level === 0) return [...ALL_RIGHTS];
  return user.ban_level === allowedBanLevel(user.ban_version) ? ['withdraw'] : [];
}
