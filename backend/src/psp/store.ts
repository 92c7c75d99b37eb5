import type { Db } from '../db/handle';
import type { PaymentStatus, PspPayment } from './contract';
import type { PageStep, PspCallbackRow, PspPaymentRow } from './rows';

/** The provider's SQL: its payments and its callback log. */
export function findPspPayment(db: Db, id: string): PspPaymentRow | undefined {
  return db.prepare('SELECT * FROM psp_payments WHERE id = ?').get(id) as PspPaymentRow | undefined;
}

export function findPspPaymentByOrder(db: Db, orderId: string): PspPaymentRow | undefined {
  return db.prepare('SELECT * FROM psp_payments WHERE order_id = ?').get(orderId) as PspPaymentRow | undefined;
}

export function insertPspPayment(db: Db, row: PspPaymentRow): void {
  db.prepare(
    `INSERT INTO psp_payments (id, order_id, request_hash, kind, method_id, amount_minor, fee_minor, currency, customer_id, status,
       step, return_url, details, card_last4, payer_fingerprint, refunded_at, lng, event_seq, created_at, updated_at)
     VALUES (@id, @order_id, @request_hash, @kind, @method_id, @amount_minor, @fee_minor, @currency, @customer_id, @status,
       @step, @return_url, @details, @card_last4, @payer_fingerprint, @refunded_at, @lng, @event_seq, @created_at, @updated_at)`,
  ).run(row);
}

/** What the page learnt of the payer's instrument: its fingerprint, and a card's last digits. */
export interface PayerSeen {
  cardLast4?: string;
  fingerprint: string;
}

/** A new status (counted as a status change when it differs) and page step. */
export function updatePspPayment(db: Db, id: string, change: { status: PaymentStatus; step: PageStep; payer?: PayerSeen }, now: number): void {
  db.prepare(
    `UPDATE psp_payments SET event_seq = event_seq + CASE WHEN status = @status THEN 0 ELSE 1 END, status = @status, step = @step,
       card_last4 = COALESCE(@cardLast4, card_last4), payer_fingerprint = COALESCE(@fingerprint, payer_fingerprint), updated_at = @now
     WHERE id = @id`,
  ).run({ id, status: change.status, step: change.step, cardLast4: change.payer?.cardLast4 ?? null, fingerprint: change.payer?.fingerprint ?? null, now });
}

/** A successful deposit given back to the payer: once (a second ask finds it refunded already). */
export function markPspRefunded(db: Db, id: string, now: number): void {
  db.prepare('UPDATE psp_payments SET refunded_at = COALESCE(refunded_at, @now), updated_at = @now WHERE id = @id').run({ id, now });
}

export function recordCallbackAttempt(db: Db, attempt: Omit<PspCallbackRow, 'id'>): void {
  // The payment may be gone (a reset while a retry waited): nothing to record then.
  db.prepare(
    `INSERT INTO psp_callbacks (payment_id, event_id, status, attempt, http_status, error, sent_at)
     SELECT @payment_id, @event_id, @status, @attempt, @http_status, @error, @sent_at WHERE EXISTS (SELECT 1 FROM psp_payments WHERE id = @payment_id)`,
  ).run(attempt);
}

export function callbackAttempts(db: Db, paymentId: string): PspCallbackRow[] {
  return db.prepare('SELECT * FROM psp_callbacks WHERE payment_id = ? ORDER BY id').all(paymentId) as PspCallbackRow[];
}

/** The hosted page of a deposit; a payout has none. */
export function payPageUrl(publicUrl: string, row: Pick<PspPaymentRow, 'id' | 'kind' | 'lng'>): string | null {
  if (row.kind !== 'deposit') return null;
  const url = new URL(`/psp/pay/${row.id}`, publicUrl);
  url.searchParams.set('lng', row.lng);
  return url.toString();
}

/** The payment as both the provider's API answers and its callbacks show it (a callback has no page). */
export function pspPaymentFields(row: PspPaymentRow): Omit<PspPayment, 'redirectUrl'> {
  return {
    paymentId: row.id,
    orderId: row.order_id,
    kind: row.kind,
    status: row.status,
    methodId: row.method_id,
    amountMinor: row.amount_minor,
    feeMinor: row.fee_minor,
    currency: row.currency,
    payerFingerprint: row.payer_fingerprint,
    refundedAt: row.refunded_at === null ? null : new Date(row.refunded_at).toISOString(),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** The payment as the provider's API answers it. */
export function toPspPayment(row: PspPaymentRow, publicUrl: string): PspPayment {
  return { ...pspPaymentFields(row), redirectUrl: payPageUrl(publicUrl, row) };
}
