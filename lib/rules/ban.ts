// Which ban levels may reach a page (limits-coupon-auth.md §2 "Banned users are sent to an external
// ban page, except on a deduce page allowed for certain ban levels", §6 "Version 1 allows level 53,
// otherwise 45"): the site's guard routes by it, the backend's rights and money checks refuse by it
// (docs/decisions/shared-rules.md).

/** A player is banned when his ban level is above 0. */
export function isBanned(banLevel: number): boolean {
  return banLevel > 0;
}

/** The one ban level the deduce page stays open for: 53 under ban version 1, 45 under any other. */
export function allowedBanLevel(banVersion: number): number {
  return banVersion === 1 ? 53 : 45;
}

/** Whether a banned player may still reach the deduce page (and withdraw there). */
export function deducePageAllowed(banLevel: number, banVersion: number): boolean {
  return isBanned(banLevel) && banLevel === allowedBanLevel(banVersion);
}
