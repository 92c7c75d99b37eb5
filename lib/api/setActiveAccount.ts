import { postJson } from './http';

export const setActiveAccountKey = '/web-api/user/account/active';

/** Makes one of the player's accounts the active one (shell-and-routing.md §7: payload params id). */
export function setActiveAccount(id: number): Promise<void> {
  return postJson(setActiveAccountKey, { id });
}
