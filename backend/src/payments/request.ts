import { z } from 'zod';
import { ACCOUNT_TYPE, findUserAccount, mainAccountOf } from '../accounts/accounts';
import { hasAtMostTwoDecimals, MAX_MAJOR_AMOUNT } from '../accounts/money';
import type { AccountWithCurrencyRow, UserRow } from '../accounts/rows';
import type { Clock } from '../clock';
import type { Db } from '../db/handle';
import type { Lang } from '../lang';
import { PAYMENT_STATUSES } from '../psp/contract';
import { accountNotAllowed, accountNotFound } from './errors';
import type { Payments } from './runtime';

/** The payments' request bodies and the context every payment call runs in. */
export interface PaymentContext {
  db: Db;
  clock: Clock;
  payments: Payments;
  user: UserRow;
  lang: Lang;
}

const amount = z
  .number()
  .positive('must be more than 0')
  .max(MAX_MAJOR_AMOUNT)
  .refine(hasAtMostTwoDecimals, 'must have at most 2 decimals');
const methodId = z.string().trim().min(1).max(40);

export const DepositBodySchema = z.strictObject({
  methodId,
  amount,
  /** The account to credit: the main one (default) or a currency account. */
  accountId: z.number().int().positive().optional(),
  /** The first-deposit bonus: 0 none, 1 sport, 2 casino. */
  bonusChoice: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
  /** Where the provider's page sends the browser back: a path of the site or a URL on its origin. */
  returnUrl: z.string().min(1).max(2048),
});
export type DepositBody = z.infer<typeof DepositBodySchema>;

export const WithdrawalBodySchema = z.strictObject({
  methodId,
  amount,
  /** The payout destination: card number, wallet id, phone, IBAN or address, as the method says. */
  details: z.string().trim().min(1).max(100),
  /** The account to take it from: the main one (default) or a currency account. */
  accountId: z.number().int().positive().optional(),
});
export type WithdrawalBody = z.infer<typeof WithdrawalBodySchema>;

export const StatusSchema = z.enum(PAYMENT_STATUSES, { error: 'must be success, fail, pending or cancel' });

/** The account a payment is for: the one named (the player's own, not the bonus one) or the main one. */
export function paymentAccount(db: Db, user: UserRow, accountId: number | undefined): AccountWithCurrencyRow {
  const account = accountId === undefined ? mainAccountOf(db, user.id) : findUserAccount(db, user.id, accountId);
  if (!account) throw accountNotFound(accountId ?? 0);
  if (account.type === ACCOUNT_TYPE.bonus) throw accountNotAllowed(account.id);
  return account;
}
