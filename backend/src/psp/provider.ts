import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/handle';
import { DETAILS_PATTERNS, feeOf, findMethod, methodAmountRange, PSP_METHODS, type PspMethod } from './methods';
import { isFinal, type CreatePayment, type MethodsCatalogue, type PaymentStatus } from './contract';
import type { PageStep, PspPaymentRow } from './rows';
import { fingerprintKey, payerFingerprint } from './fingerprint';
import { findPspPayment, findPspPaymentByOrder, insertPspPayment, markPspRefunded, updatePspPayment, type PayerSeen } from './store';

/**
 * The reference provider's rules: creating a payment (idempotent on the operator's orderId), and
 * moving it to another status (the hosted page, the operator's cancel, the control API). Each
 * change is then told to the operator by a callback (notifier.ts).
 */
export interface Refusal {
  status: 404 | 409 | 422;
  code: string;
  detail: string;
  meta?: Record<string, unknown>;
}

export type CreateResult = { ok: true; created: boolean; row: PspPaymentRow } | { ok: false; refusal: Refusal };

export const newPaymentId = () => `pay_${randomBytes(12).toString('hex')}`;

/** The create request's fingerprint: its members in name order (the request is flat). */
const requestHash = (request: CreatePayment) =>
  createHash('sha256').update(JSON.stringify(request, Object.keys(request).sort())).digest('hex');

/** The catalogue as GET /psp/api/methods publishes it. */
export function catalogue(): MethodsCatalogue {
  return {
    methods: PSP_METHODS.map((method: PspMethod) => ({
      id: method.id,
      type: method.type,
      name: { ...method.name },
      withdrawalNeedsDeposit: method.withdrawalNeedsDeposit,
      details: { kind: method.details, pattern: DETAILS_PATTERNS[method.details] },
      countries: method.countries === null ? null : [...method.countries],
      currencies: Object.fromEntries(
        Object.entries(method.currencies).map(([iso, byKind]) => [
          iso,
          Object.fromEntries(
            Object.entries(byKind).map(([kind, range]) => [
              kind,
              { min: range.minMinor, max: range.maxMinor, feeBasisPoints: range.feeBasisPoints, feeFixedMinor: range.feeFixedMinor },
            ]),
          ),
        ]),
      ),
    })),
  };
}

const refuse = (status: Refusal['status'], code: string, detail: string, meta?: Record<string, unknown>): CreateResult => ({
  ok: false,
  refusal: { status, code, detail, ...(meta ? { meta } : {}) },
});

/** Creates a payment, or gives back the one this orderId already made (same terms) — never two. */
export function createPspPayment(db: Db, now: number, request: CreatePayment): CreateResult {
  const hash = requestHash(request);
  const existing = findPspPaymentByOrder(db, request.orderId);
  if (existing) {
    if (existing.request_hash !== hash) return refuse(409, 'order_conflict', `Order ${request.orderId} was created with other terms`);
    return { ok: true, created: false, row: existing };
  }
  const method = findMethod(request.methodId);
  const amountRange = method ? methodAmountRange(method, request.kind, request.currency) : undefined;
  const countryServed = !method?.countries || (request.country !== undefined && method.countries.includes(request.country));
  if (!method || !amountRange || !countryServed) {
    return refuse(422, 'method_unavailable', `Method ${request.methodId} does not do ${request.kind}s in ${request.currency} here`);
  }
  const meta = { min: amountRange.minMinor, max: amountRange.maxMinor, currency: request.currency };
  if (request.amountMinor < amountRange.minMinor) return refuse(422, 'amount_below_min', `The amount is below the method's minimum`, meta);
  if (request.amountMinor > amountRange.maxMinor) return refuse(422, 'amount_above_max', `The amount is above the method's maximum`, meta);
  if (request.kind === 'deposit' && !request.returnUrl) return refuse(422, 'return_url_required', 'A deposit needs a returnUrl');
  if (request.kind === 'withdrawal' && !new RegExp(DETAILS_PATTERNS[method.details]).test(request.details ?? '')) {
    return refuse(422, 'details_invalid', `A payout with ${method.id} needs ${method.details} details`, { kind: method.details });
  }
  const row: PspPaymentRow = {
    id: newPaymentId(),
    order_id: request.orderId,
    request_hash: hash,
    kind: request.kind,
    method_id: method.id,
    amount_minor: request.amountMinor,
    fee_minor: feeOf(amountRange, request.amountMinor),
    currency: request.currency,
    customer_id: request.customerId,
    status: 'pending',
    // A payout has no page: it waits for the provider's processing (the control API plays it).
    step: request.kind === 'deposit' ? 'form' : 'done',
    return_url: request.kind === 'deposit' ? (request.returnUrl ?? null) : null,
    details: request.kind === 'withdrawal' ? (request.details ?? null) : null,
    card_last4: null,
    // A payout's destination is its payer's instrument; a deposit's is known once its page is filled.
    payer_fingerprint: request.kind === 'withdrawal' && request.details ? payerFingerprint(fingerprintKey(db), method.details, request.details) : null,
    refunded_at: null,
    lng: request.lng ?? 'ru',
    event_seq: 0,
    created_at: now,
    updated_at: now,
  };
  insertPspPayment(db, row);
  return { ok: true, created: true, row };
}

export type SettleResult = { ok: true; changed: boolean; row: PspPaymentRow } | { ok: false; refusal: Refusal; row?: PspPaymentRow };

/**
 * Moves a payment to `status` (and the page to `step`, `done` unless told). A final payment stays
 * as it is: asking for the status it has is a no-op (its callback may be sent again), another one is
 * refused with 409 `payment_final`.
 */
export function settlePspPayment(
  db: Db,
  now: number,
  id: string,
  status: PaymentStatus,
  options: { step?: PageStep; payer?: PayerSeen } = {},
): SettleResult {
  return db.transaction((): SettleResult => {
    const row = findPspPayment(db, id);
    if (!row) return { ok: false, refusal: { status: 404, code: 'not_found', detail: `No payment ${id}` } };
    if (isFinal(row.status)) {
      if (row.status === status) return { ok: true, changed: false, row };
      return {
        ok: false,
        row,
        refusal: { status: 409, code: 'payment_final', detail: `Payment ${id} is already ${row.status}`, meta: { status: row.status } },
      };
    }
    updatePspPayment(db, id, { status, step: options.step ?? 'done', payer: options.payer }, now);
    return { ok: true, changed: row.status !== status, row: findPspPayment(db, id) as PspPaymentRow };
  })();
}

/**
 * The operator's cancel (POST …/cancel): only the call that moves a pending payment to `cancel`
 * is answered with it. Any later one, a payment already cancelled included, is 409 `payment_final`
 * (docs/payments-api.md): the operator learns that its call did not call anything off, so cancels
 * sent at once cannot all be told they did.
 */
export function cancelPspPayment(db: Db, now: number, id: string): SettleResult {
  const result = settlePspPayment(db, now, id, 'cancel');
  if (!result.ok || result.changed) return result;
  return {
    ok: false,
    row: result.row,
    refusal: { status: 409, code: 'payment_final', detail: `Payment ${id} is already ${result.row.status}`, meta: { status: result.row.status } },
  };
}

/**
 * The operator gives a successful deposit back to its payer (POST …/refund). Its status stays
 * `success` (the payer paid; `refundedAt` says the money went back) and no callback follows: the
 * answer is the operator's news. Asked again, the same refund is answered (nothing moves twice). A
 * payout, or a deposit that did not succeed, is 409 `payment_not_refundable`.
 */
export function refundPspPayment(db: Db, now: number, id: string): SettleResult {
  return db.transaction((): SettleResult => {
    const row = findPspPayment(db, id);
    if (!row) return { ok: false, refusal: { status: 404, code: 'not_found', detail: `No payment ${id}` } };
    if (row.kind !== 'deposit' || row.status !== 'success') {
      const detail = `Payment ${id} is a ${row.status} ${row.kind}: only a successful deposit is refunded`;
      return { ok: false, row, refusal: { status: 409, code: 'payment_not_refundable', detail, meta: { status: row.status } } };
    }
    markPspRefunded(db, id, now);
    return { ok: true, changed: row.refunded_at === null, row: findPspPayment(db, id) as PspPaymentRow };
  })();
}
