import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Account, Balance } from '@/lib/api/balance';
import { ACCOUNT_TYPE } from '@/lib/config/accounts';

/** One account as the shell keeps it (shell-and-routing.md §3: per-account fields). */
export interface AccountItem {
  id: number;
  iso: string;
  symbol: string;
  currencyId: number;
  type: number;
  money: number;
  points: number;
  label: string;
  isActive: boolean;
}

export type AccountChangeProcess = 'add' | 'delete' | 'change' | null;

/**
 * How the last add, remove or convert ended (shell-and-routing.md §8: a failure is success false with the
 * server's message). `opening`: the backend accepted the currency but the account had not appeared
 * when the poll gave up.
 */
export interface AccountChangeResult {
  process: Exclude<AccountChangeProcess, null>;
  success: boolean;
  message: string;
  /** The currency added (add only). */
  iso?: string;
  opening?: boolean;
}

export interface AccountState {
  /** Main and currency accounts: what the player bets from. */
  accounts: AccountItem[];
  allAccounts: AccountItem[];
  /** Bonus accounts (type 4). */
  bonuses: AccountItem[];
  mainAccountId: number | null;
  activeAccountId: number | null;
  changeProcess: AccountChangeProcess;
  isUpdateBalanceProcess: boolean;
  isAvailableFirstDepositBonus: boolean;
  isAccountFrozen: boolean;
  selectedAddCurrency: string | null;
  lastChangeResult: AccountChangeResult | null;
}

export const initialAccountState: AccountState = {
  accounts: [],
  allAccounts: [],
  bonuses: [],
  mainAccountId: null,
  activeAccountId: null,
  changeProcess: null,
  isUpdateBalanceProcess: false,
  isAvailableFirstDepositBonus: false,
  isAccountFrozen: false,
  selectedAddCurrency: null,
  lastChangeResult: null,
};

export function toAccountItem(account: Account): AccountItem {
  return {
    id: account.id,
    iso: account.iso,
    symbol: account.symbol,
    currencyId: account.currency_id,
    type: account.type,
    money: account.money,
    points: account.points,
    label: account.label,
    isActive: account.is_active,
  };
}

export const accountSlice = createSlice({
  name: 'account',
  initialState: initialAccountState,
  reducers: {
    balanceRequested(state) {
      state.isUpdateBalanceProcess = true;
    },
    balanceReceived(state, action: PayloadAction<Balance>) {
      const all = action.payload.all_accounts.map(toAccountItem);
      state.allAccounts = all;
      state.accounts = all.filter((a) => a.type !== ACCOUNT_TYPE.bonus);
      state.bonuses = all.filter((a) => a.type === ACCOUNT_TYPE.bonus);
      state.mainAccountId = all.find((a) => a.type === ACCOUNT_TYPE.main)?.id ?? null;
      state.activeAccountId = all.find((a) => a.isActive)?.id ?? null;
      state.isAvailableFirstDepositBonus = action.payload.is_available_first_deposit_bonus;
      state.isUpdateBalanceProcess = false;
    },
    balanceFailed(state) {
      state.isUpdateBalanceProcess = false;
    },
    activeAccountChosen(state, action: PayloadAction<number>) {
      const id = action.payload;
      if (!state.allAccounts.some((a) => a.id === id)) return;
      for (const list of [state.accounts, state.allAccounts, state.bonuses]) {
        for (const account of list) account.isActive = account.id === id;
      }
      state.activeAccountId = id;
      state.changeProcess = 'change';
    },
    /** The player adds a currency (its iso); a listener calls the office API and polls the balance. */
    currencyAddRequested(state, action: PayloadAction<string>) {
      state.changeProcess = 'add';
      state.selectedAddCurrency = action.payload;
      state.lastChangeResult = null;
    },
    /** The player removes a currency account (its id, which the listener sends). */
    currencyRemoveRequested: {
      reducer(state) {
        state.changeProcess = 'delete';
        state.lastChangeResult = null;
      },
      prepare: (id: number) => ({ payload: id }),
    },
    /** The player converts to a currency (its iso, which the listener sends), as the convert-account status allows. */
    accountConvertRequested: {
      reducer(state) {
        state.changeProcess = 'change';
        state.lastChangeResult = null;
      },
      prepare: (iso: string) => ({ payload: iso }),
    },
    accountChangeFinished(state) {
      state.changeProcess = null;
      state.selectedAddCurrency = null;
    },
    accountChangeSettled(state, action: PayloadAction<AccountChangeResult>) {
      state.changeProcess = null;
      state.selectedAddCurrency = null;
      state.lastChangeResult = action.payload;
    },
    accountFrozenChanged(state, action: PayloadAction<boolean>) {
      state.isAccountFrozen = action.payload;
    },
    accountsCleared: () => initialAccountState,
  },
  selectors: {
    selectAccounts: (state) => state.accounts,
    selectBonusAccounts: (state) => state.bonuses,
    selectMainAccount: (state) => state.allAccounts.find((a) => a.id === state.mainAccountId) ?? null,
    selectActiveAccount: (state) => state.allAccounts.find((a) => a.id === state.activeAccountId) ?? null,
    selectHasActiveAccount: (state) => state.activeAccountId !== null,
    selectAccountChangeProcess: (state) => state.changeProcess,
    selectAccountChangeResult: (state) => state.lastChangeResult,
    selectSelectedAddCurrency: (state) => state.selectedAddCurrency,
    selectIsAccountFrozen: (state) => state.isAccountFrozen,
  },
});

export const {
  balanceRequested,
  balanceReceived,
  balanceFailed,
  activeAccountChosen,
  currencyAddRequested,
  currencyRemoveRequested,
  accountConvertRequested,
  accountChangeFinished,
  accountChangeSettled,
  accountFrozenChanged,
  accountsCleared,
} = accountSlice.actions;
export const {
  selectAccounts,
  selectBonusAccounts,
  selectMainAccount,
  selectActiveAccount,
  selectHasActiveAccount,
  selectAccountChangeProcess,
  selectAccountChangeResult,
  selectSelectedAddCurrency,
  selectIsAccountFrozen,
} = accountSlice.selectors;
