import { requestJson } from './http';

export const hideBalanceKey = '/web-api/office/hide-balance';

/** Stores the player's hide-balance choice; the user config gives it back as `user_hide_balance`. */
export function saveHideBalance(hidden: boolean): Promise<void> {
  return requestJson(hideBalanceKey, { method: 'POST', body: { user_hide_balance: hidden } });
}
