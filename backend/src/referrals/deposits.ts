import type { Db } from '../db/handle';

export interface CreditedDeposit {
  userId: number;
  paymentId: string;
  iso: string;
  amountMinor: number;
  /** Whether it is the player's first successful deposit. */
  first: boolean;
}

/**
 * A deposit was credited (payments/settle.ts), inside its transaction: a referred friend's first
 * deposit pays the referrer his reward (docs/referrals-api.md).
 */
export function onDepositCredited(db: Db, now: number, deposit: CreditedDeposit): void {
  void db;
  void now;
  void deposit;
}
