import { ACCOUNT_TYPE, accountInCurrency, ownsAccount } from '../accounts/accounts';
import { grantBonus } from '../bonuses/grant';
import { BONUS_CHOICE_PRODUCT, FIRST_DEPOSIT_TERMS, firstDepositBonusMinor } from '../bonuses/terms';
import { LEDGER_KIND, moveMoney } from '../accounts/ledger';
import { findUserById, recordDeposit } from '../accounts/users';
import { onDepositCredited } from '../referrals/deposits';
import type { Db } from '../db/handle';
import { isFinal, type PaymentStatus } from '../psp/contract';
import type { PaymentEventRow, PaymentRow } from './rows';
import { findPayment, insertPaymentEvent, leavePending, paymentRef } from './store';

/**
 * A payment's status change and the money it moves, once (docs/payments-api.md "Statuses"):
 * - pending → success: a deposit credits its account (`deposit` row; with the first-deposit bonus a
 *   bonus granted through bonuses/grant.ts); a withdrawal's held money has left for good (no row: the
 *   `withdrawal_hold` row stays, the status says it is final);
 * - pending → fail or cancel: a deposit moves nothing; a withdrawal's hold comes back
 *   (`withdrawal_release` row);
 * - pending told at any time, or a final status told again: nothing (a replay, or callbacks that
 *   crossed);
 * - a final status told another one: refused (409 `payment_final`), nothing moves.
 * The change and its rows commit together; the guarded update (only from pending) makes a second
 * delivery of the same callback, however it arrives, a no-op.
 */
export type SettleOutcome =
  | { ok: true; changed: boolean; payment: PaymentRow }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'final'; payment: PaymentRow };

/** Where the payment's money goes: its own account, or (removed meanwhile) one in its currency. */
function targetAccount(db: Db, payment: PaymentRow): number {
  if (ownsAccount(db, payment.user_id, payment.account_id)) return payment.account_id;
  return accountInCurrency(db, payment.user_id, payment.iso, [ACCOUNT_TYPE.main, ACCOUNT_TYPE.currency]);
}

function creditDeposit(db: Db, payment: PaymentRow, now: number): void {
  const ref = paymentRef(payment.id);
  moveMoney(db, { accountId: targetAccount(db, payment), kind: LEDGER_KIND.deposit, amountMinor: payment.amount_minor, ref }, now);
  const user = findUserById(db, payment.user_id);
  // The first-deposit bonus (docs/bonuses.md), granted with the deposit through the one grant:
  // idempotent by its source (`first_deposit`, `payment:<id>`), whatever replays the settlement.
  const product = BONUS_CHOICE_PRODUCT[payment.bonus_choice];
  const bonus = firstDepositBonusMinor(payment.iso, payment.amount_minor);
  if (user?.first_deposit_bonus_available === 1 && product && bonus > 0) {
    grantBonus(db, now, { userId: payment.user_id, iso: payment.iso, product, source: 'first_deposit', sourceRef: ref, amountMinor: bonus, ...FIRST_DEPOSIT_TERMS[product] });
  }
  onDepositCredited(db, now, { userId: payment.user_id, paymentId: payment.id, iso: payment.iso, amountMinor: payment.amount_minor, first: user?.has_deposit !== 1 });
  recordDeposit(db, payment.user_id);
}

function releaseHold(db: Db, payment: PaymentRow, now: number): void {
  moveMoney(
    db,
    { accountId: targetAccount(db, payment), kind: LEDGER_KIND.withdrawal_release, amountMinor: payment.amount_minor, ref: paymentRef(payment.id) },
    now,
  );
}

export function settlePayment(
  db: Db,
  now: number,
  paymentId: string,
  status: PaymentStatus,
  source: PaymentEventRow['source'],
  eventId: string | null = null,
): SettleOutcome {
  return db.transaction((): SettleOutcome => {
    const payment = findPayment(db, paymentId);
    if (!payment) return { ok: false, reason: 'not_found' };
    const event = (outcome: string) =>
      insertPaymentEvent(db, { payment_id: paymentId, source, status, outcome, event_id: eventId, created_at: now });
    // The same status again, or "pending" (stale news once final: callbacks may cross): nothing to do.
    if (payment.status === status || status === 'pending') {
      event('unchanged');
      return { ok: true, changed: false, payment };
    }
    if (isFinal(payment.status)) {
      event('refused:payment_final');
      return { ok: false, reason: 'final', payment };
    }
    if (!leavePending(db, paymentId, status, now)) throw new Error(`Payment ${paymentId} left pending under us`);
    if (payment.kind === 'deposit' && status === 'success') creditDeposit(db, payment, now);
    if (payment.kind === 'withdrawal' && (status === 'fail' || status === 'cancel')) releaseHold(db, payment, now);
    event('applied');
    return { ok: true, changed: true, payment: findPayment(db, paymentId) as PaymentRow };
  })();
}
