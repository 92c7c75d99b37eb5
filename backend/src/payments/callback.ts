import type { Db } from '../db/handle';
import { CallbackSchema, verifyBody } from '../psp/contract';
import { parseJsonText } from '../http/jsonBody';
import { parseWith } from '../validate';
import { invalidSignature, paymentFinal, paymentMismatch, paymentNotFound } from './errors';
import { PAYER_EXCLUDED, refundToPayer, screenPayer } from './payers';
import type { PaymentReason } from './rows';
import type { Payments } from './runtime';
import { settlePayment } from './settle';
import { findPayment, insertPaymentEvent } from './store';

/**
 * POST /web-api/payments/callback (docs/payments-api.md "Callback"): the provider tells a payment's
 * status. In order: the signature over the exact body (401 `invalid_signature`: missing, malformed,
 * wrong, or a timestamp more than 5 minutes off), the body's shape (400), the payment (404
 * `payment_not_found`), its kind, currency and amount against ours (422 `kind_mismatch`,
 * `currency_mismatch`, `amount_mismatch`: logged, nothing moves), the payer (payers.ts: a deposit
 * paid with a restricted player's instrument is refused and refunded), then the status change
 * (settle.ts), once per payment whatever the number of callbacks.
 */
export interface CallbackAnswer {
  ok: true;
  paymentId: string;
  status: string;
  /** False for a replay or a pending told again. */
  changed: boolean;
  /** Why the operator's status is not the one told: the payer is refused (payers.ts). */
  reason?: PaymentReason;
}

export interface CallbackContext {
  db: Db;
  /** The backend clock, epoch ms. */
  now: () => number;
  payments: Payments;
}

export async function receiveCallback(ctx: CallbackContext, rawBody: string, signature: string | undefined): Promise<CallbackAnswer> {
  const { db } = ctx;
  const now = ctx.now();
  const check = verifyBody(ctx.payments.config.pspSecret, rawBody, signature, now);
  if (check !== 'ok') throw invalidSignature(check);
  const callback = parseWith(CallbackSchema, parseJsonText(rawBody), 'body');
  const payment = findPayment(db, callback.paymentId);
  if (!payment) throw paymentNotFound(callback.paymentId);
  const refuse = (code: 'amount_mismatch' | 'currency_mismatch' | 'kind_mismatch', detail: string) => {
    insertPaymentEvent(db, {
      payment_id: payment.id,
      source: 'callback',
      status: callback.status,
      outcome: `refused:${code}`,
      event_id: callback.eventId,
      created_at: now,
    });
    return paymentMismatch(code, detail);
  };
  if (callback.kind !== payment.kind) throw refuse('kind_mismatch', `Payment ${payment.id} is a ${payment.kind}, the callback says ${callback.kind}`);
  if (callback.currency !== payment.iso) throw refuse('currency_mismatch', `Payment ${payment.id} is in ${payment.iso}, the callback says ${callback.currency}`);
  if (callback.amountMinor !== payment.amount_minor) {
    throw refuse('amount_mismatch', `Payment ${payment.id} is ${payment.amount_minor} minor units, the callback says ${callback.amountMinor}`);
  }
  // The payer's check and the status change in one transaction, the write lock taken first: the
  // restriction read is the one the money moves under.
  const decided = db
    .transaction(() => {
      const refused = screenPayer(db, now, payment.id, callback);
      return refused ? { refused } : { settled: settlePayment(db, now, payment.id, callback.status, 'callback', callback.eventId) };
    })
    .immediate();
  if (decided.refused) {
    // Acknowledged only once the provider took the money back: until then its retries ask again.
    const refunded = await refundToPayer(ctx, decided.refused.payment);
    return { ok: true, paymentId: payment.id, status: refunded.status, changed: decided.refused.changed, reason: PAYER_EXCLUDED };
  }
  const { settled } = decided;
  if (!settled.ok) {
    if (settled.reason === 'final') throw paymentFinal(payment.id, settled.payment.status);
    throw paymentNotFound(payment.id);
  }
  return { ok: true, paymentId: payment.id, status: settled.payment.status, changed: settled.changed };
}
