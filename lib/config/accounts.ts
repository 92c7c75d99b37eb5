// Accounts (shell-and-routing.md §3, §4, §9).
/** Account types: 0 main, 4 bonus, 9 currency. */
export const ACCOUNT_TYPE = { main: 0, bonus: 4, currency: 9 } as const;
/** Balance update repeats until an active account exists: at most 5 times, 2500 ms apart. */
export const BALANCE_RETRY_LIMIT = 5;
export const BALANCE_RETRY_MS = 2500;
/** Adding a currency polls every 1000 ms until the account appears. */
export const ADD_CURRENCY_POLL_MS = 1000;
/**
 * Not in the spec: the add-currency poll gives up after this many reads (30 s at 1000 ms), so a
 * backend that never opens the account cannot keep the page polling for ever.
 */
export const ADD_CURRENCY_POLL_LIMIT = 30;
/** Convert-account status: 0 not allowed, 1 main account allowed, 2 additional account allowed. */
export const CONVERT_ACCOUNT_STATUS = { notAllowed: 0, mainAllowed: 1, additionalAllowed: 2 } as const;
/** Default currency (shell-and-routing.md §9). */
export const DEFAULT_CURRENCY = 'RUB';
