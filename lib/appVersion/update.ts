/**
 * Whether the deployed build differs from the one running in the page (limits-coupon-auth.md §4 "App
 * update"). An unknown id on either side (a dev server, a failed read) is never an update:
 * a notice that cannot be right is worse than none.
 */
export function isNewVersion(running: string | null, deployed: string | null): boolean {
  if (!running || !deployed) return false;
  return running !== deployed;
}
