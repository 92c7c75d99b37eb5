import { ACCOUNT_TYPE } from '@/lib/config/accounts';

/** What the account rules read of an account (the store's AccountItem has these fields). */
export interface AccountFacts {
  id: number;
  iso: string;
  type: number;
  money: number;
  isActive: boolean;
}

/** Whether the player holds a currency account (type 9) in `iso`: the add-currency poll stops when it does. */
export function hasCurrencyAccount(accounts: readonly Pick<AccountFacts, 'iso' | 'type'>[], iso: string): boolean {
  const wanted = iso.toUpperCase();
  return accounts.some((account) => account.type === ACCOUNT_TYPE.currency && account.iso.toUpperCase() === wanted);
}

/**
 * Only an empty currency account that is not the active one may be removed (the backend checks it
 * again; the screen offers the button only where it would succeed).
 */
export function canRemoveAccount(account: Pick<AccountFacts, 'type' | 'money' | 'isActive'>): boolean {
  return account.type === ACCOUNT_TYPE.currency && account.money === 0 && !account.isActive;
}

/**
 * A short text that changes whenever the player's accounts do (opened, removed, converted, money
 * moved). Server data that depends on the accounts is keyed by it, so it is fetched again then.
 */
export function accountsSignature(accounts: readonly Pick<AccountFacts, 'id' | 'iso' | 'type' | 'money'>[]): string {
  return accounts.map((a) => `${a.id}:${a.type}:${a.iso}:${a.money}`).join(',');
}
