import { z } from 'zod';
import { getJson, type GetOptions } from './http';

export const AccountSchema = z.object({
  id: z.number().int(),
  iso: z.string(),
  symbol: z.string(),
  currency_id: z.number().int(),
  /** 0 main, 4 bonus, 9 currency (shell spec §9). */
  type: z.number().int(),
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

export const balanceKey = '/web-api/user/balance';

export function fetchBalance(options: GetOptions = {}): Promise<Balance> {
  return getJson(balanceKey, BalanceSchema, options);
}
