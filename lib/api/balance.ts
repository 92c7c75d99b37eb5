import * as z from 'zod/mini';
import { getJson, query, type GetOptions } from './http';

export const AccountSchema = z.object({
  id: z.int(),
  iso: z.string(),
  symbol: z.string(),
  currency_id: z.int(),
  /** 0 main, 4 bonus, 9 currency (shell-and-routing.md §9). */
  type: z.int(),
  money: z.number(),
  points: z.number(),
  label: z.string(),
  is_active: z.boolean(),
});
export type Account = z.infer<typeof AccountSchema>;

export const BalanceSchema = z.object({
  balance: z.number(),
  bonus: z.number(),
  all_accounts: z.array(AccountSchema),
  is_available_first_deposit_bonus: z.boolean(),
});
export type Balance = z.infer<typeof BalanceSchema>;

/** The two balance calls (shell-and-routing.md §7); the site config's balanceVariant picks one. */
export const BALANCE_KEYS = { 1: '/web-api/user/balance', 2: '/web-api/api-v3/user/balance' } as const;
export const balanceKey = BALANCE_KEYS[1];

/** `lng` names the accounts ("Main account") in the page's language. */
export function fetchBalance(options: GetOptions & { variant?: 1 | 2; lng?: string } = {}): Promise<Balance> {
  return getJson(`${BALANCE_KEYS[options.variant ?? 1]}${query({ lng: options.lng })}`, BalanceSchema, options);
}
