import { ACCOUNT_TYPE, CONVERT_ACCOUNT_STATUS } from '@/lib/config/accounts';

/** Convert-account status (shell-and-routing.md §3): 0 not allowed, 1 main account allowed, 2 additional account allowed. */
export type ConvertAccountStatus = (typeof CONVERT_ACCOUNT_STATUS)[keyof typeof CONVERT_ACCOUNT_STATUS];

/**
 * The currencies the player may convert to:
 * - 1 (main account allowed): the main account takes a currency the player holds no account in;
 * - 2 (additional account allowed): one of the player's currency accounts becomes the main one;
 * - 0: none.
 */
export function convertTargets(
  status: ConvertAccountStatus,
  accounts: readonly { iso: string; type: number }[],
  addable: readonly { iso: string }[],
): string[] {
  if (status === CONVERT_ACCOUNT_STATUS.mainAllowed) return addable.map((c) => c.iso);
  if (status === CONVERT_ACCOUNT_STATUS.additionalAllowed) {
    return accounts.filter((a) => a.type === ACCOUNT_TYPE.currency).map((a) => a.iso);
  }
  return [];
}
