import type { Db } from '../db/handle';
import { activeRestriction } from '../limits/enforce';
import type { PspCallback } from '../psp/contract';
import { pspRefused } from './errors';
import { refundAtProvider } from './provider';
import type { Payments } from './runtime';
import type { PaymentRow } from './rows';
import { findPayment, insertPaymentEvent, leavePending } from './store';

/**
 * Payers under a restriction (docs/payments-api.md "Payer fingerprint"). The provider tells with
 * each payment a fingerprint of the payer's instrument (card, wallet, phone, IBAN, address: never
 * the number); the operator keeps it on the payment. The instruments of a player are those of his
 * payments, so while his self-exclusion, time-out or special block 37 runs (limits/types.ts
 * RESTRICTION_TYPES) they are looked up here, and a deposit paid with one of them — into another
 * account, or into the closed account of a pay and play — is refused: no money is credited, the
 * payment ends `fail` with the reason `payer_excluded`, and the provider gives the money back.
 */
export const PAYER_EXCLUDED = 'payer_excluded';

/** A player whose self-exclusion, time-out or block runs at `nowS` and who has paid with (or been paid to) this instrument. */
export function restrictedPayerOf(db: Db, fingerprint: string, nowS: number): number | undefined {
  const players = db.prepare('SELECT DISTINCT user_id FROM payments WHERE payer_fingerprint = ?').all(fingerprint) as { user_id: number }[];
  return players.map((row) => row.user_id).find((userId) => activeRestriction(db, userId, nowS) !== undefined);
}

/**
 * Inside the callback's transaction, before its status is applied: keeps the payer the provider
 * told, and refuses a deposit told `success` whose payer is a restricted player's. Answers the
 * refused payment (`changed`: refused by this callback, or told again), or undefined to settle as usual.
 */
export function screenPayer(
  db: Db,
  nowMs: number,
  paymentId: string,
  callback: Pick<PspCallback, 'status' | 'payerFingerprint' | 'eventId'>,
): { payment: PaymentRow; changed: boolean } | undefined {
  if (callback.payerFingerprint) {
    db.prepare('UPDATE payments SET payer_fingerprint = COALESCE(payer_fingerprint, ?) WHERE id = ?').run(callback.payerFingerprint, paymentId);
  }
  const payment = findPayment(db, paymentId);
  if (!payment) return undefined;
  // Refused before: the refusal stands, whatever the provider tells again.
  if (payment.reason === PAYER_EXCLUDED) return { payment, changed: false };
  if (payment.kind !== 'deposit' || payment.status !== 'pending' || callback.status !== 'success' || !payment.payer_fingerprint) return undefined;
  if (restrictedPayerOf(db, payment.payer_fingerprint, Math.floor(nowMs / 1000)) === undefined) return undefined;
  if (!leavePending(db, paymentId, 'fail', nowMs)) return undefined;
  db.prepare('UPDATE payments SET reason = ? WHERE id = ?').run(PAYER_EXCLUDED, paymentId);
  insertPaymentEvent(db, {
    payment_id: paymentId,
    source: 'callback',
    status: callback.status,
    outcome: `refused:${PAYER_EXCLUDED}`,
    event_id: callback.eventId,
    created_at: nowMs,
  });
  return { payment: findPayment(db, paymentId) as PaymentRow, changed: true };
}

/**
 * The refused deposit's money back to its payer, through the provider (POST …/refund), once: a
 * payment already refunded is left alone. The provider unreachable or refusing throws (502), so the
 * callback is not acknowledged and the provider's next delivery asks again.
 */
export async function refundToPayer(ctx: { db: Db; payments: Payments; now: () => number }, payment: PaymentRow): Promise<PaymentRow> {
  if (payment.refunded_at !== null) return payment;
  const answer = await refundAtProvider(ctx.payments, payment.id);
  if (!answer.ok) throw pspRefused(answer.code, answer.detail);
  const now = ctx.now();
  ctx.db.transaction(() => {
    if (ctx.db.prepare('UPDATE payments SET refunded_at = ? WHERE id = ? AND refunded_at IS NULL').run(now, payment.id).changes === 0) return;
    insertPaymentEvent(ctx.db, { payment_id: payment.id, source: 'refund', status: payment.status, outcome: 'applied', event_id: null, created_at: now });
  })();
  return findPayment(ctx.db, payment.id) as PaymentRow;
}
