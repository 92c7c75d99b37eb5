// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Balance } from '@/lib/api/balance';
import { makeStore } from '@/store/makeStore';
import {
  accountSlice,
  activeAccountChosen,
  accountsCleared,
  balanceReceived,
  balanceRequested,
  currencyAddRequested,
  selectActiveAccount,
  selectBonusAccounts,
  selectHasActiveAccount,
  selectMainAccount,
} from '@/store/slices/account';

const balance: Balance = {
  balance: 10000,
  bonus: 500,
  is_available_first_deposit_bonus: false,
  all_accounts: [
    { id: 1, iso: 'RUB', symbol: '₽', currency_id: 1, type: 0, money: 10000, points: 0, label: 'Main', is_active: true },
    { id: 2, iso: 'RUB', symbol: '₽', currency_id: 1, type: 4, money: 500, points: 0, label: 'Bonus', is_active: false },
    { id: 3, iso: 'USD', symbol: '$', currency_id: 2, type: 9, money: 20, points: 0, label: 'USD', is_active: false },
  ],
};

function loaded() {
  const store = makeStore();
  store.dispatch(balanceRequested());
  store.dispatch(balanceReceived(balance));
  return store;
}

describe('balance', () => {
  it('splits the accounts: main and currency accounts, and bonus accounts apart', () => {
    const store = loaded();
    expect(store.getState().account.accounts.map((a) => a.id)).toEqual([1, 3]);
    expect(selectBonusAccounts(store.getState()).map((a) => a.id)).toEqual([2]);
  });

  it('knows the main and the active account', () => {
    const store = loaded();
    expect(selectMainAccount(store.getState())?.id).toBe(1);
    expect(selectActiveAccount(store.getState())?.money).toBe(10000);
    expect(store.getState().account.isUpdateBalanceProcess).toBe(false);
  });

  it('has no active account when the backend marks none', () => {
    const store = makeStore();
    store.dispatch(balanceReceived({ ...balance, all_accounts: balance.all_accounts.map((a) => ({ ...a, is_active: false })) }));
    expect(selectHasActiveAccount(store.getState())).toBe(false);
  });
});

describe('choosing the active account', () => {
  it('marks only the chosen account active', () => {
    const store = loaded();
    store.dispatch(activeAccountChosen(3));
    expect(store.getState().account.allAccounts.filter((a) => a.isActive).map((a) => a.id)).toEqual([3]);
    expect(store.getState().account.changeProcess).toBe('change');
  });

  it('ignores an id the player does not have', () => {
    const store = loaded();
    store.dispatch(activeAccountChosen(99));
    expect(selectActiveAccount(store.getState())?.id).toBe(1);
  });
});

describe('currency and logout', () => {
  it('remembers the currency being added', () => {
    // The reducer alone: through the store a listener would call the office API (see tests/component/office).
    const state = accountSlice.reducer(loaded().getState().account, currencyAddRequested('EUR'));
    expect(state).toMatchObject({ changeProcess: 'add', selectedAddCurrency: 'EUR' });
  });

  it('forgets every account on logout', () => {
    const store = loaded();
    store.dispatch(accountsCleared());
    expect(store.getState().account.allAccounts).toEqual([]);
    expect(selectActiveAccount(store.getState())).toBeNull();
  });
});
