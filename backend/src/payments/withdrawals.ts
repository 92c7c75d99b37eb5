import { balanceOf, LEDGER_KIND, moveMoney } from '../accounts/ledger';
import { toMajor, toMinor } from '../accounts/money';
import { bodyHash } from '../coupon/idempotency';
import { IDENTIFICATION_THRESHOLD_MINOR } from './config';
import { keptPayment, orderIdOf } from './deposits';
import {
  amountAboveMax,
  amountBelowMin,
  detailsInvalid,
  identificationRequired,
  idempotencyKeyReused,
  insufficientFunds,
  methodUnavailable,
  paymentFinal,
  paymentNotFound,
  paymentNotPending,
  pspRefused,
} from './errors';
import { usableMethod } from './methods';
import { cancelAtProvider, createAtProvider, providerCatalogue } from './provider';
import { paymentAccount, StatusSchema, type PaymentContext, type WithdrawalBody } from './request';
import type { PaymentRow } from './rows';
import { settlePayment } from './settle';
import { depositedMethodIds, findOwnPayment, insertPayment, insertPaymentEvent, paymentRef } from './store';
import { maskDetails, paymentView, type PaymentView } from './view';

/**
 * Withdrawals (docs/payments-api.md "Withdrawals"): the request holds the money at once (a
 * `withdrawal_hold` ledger row takes it off the balance) and the payout waits at the provider.
 * Its callback decides: success → the money has left (the hold stays, nothing moves), fail or
 * cancel → the hold comes back (`withdrawal_release`). The player may call it off while pending.
 */
/** The withdrawal as GET /web-api/payments/{id} shows it, and the account's balance after the hold. */
export type WithdrawalAnswer = PaymentView & { balance: number };

const answerOf = (ctx: PaymentContext, row: PaymentRow): WithdrawalAnswer => ({
  ...paymentView(row, ctx.lang),
  balance: toMajor(balanceOf(ctx.db, row.account_id)),
});

/** The payout destination as the methods' patterns read it: no spaces or dashes inside. */
const normalizeDetails = (details: string) => details.replace(/[\s-]/g, '');

export async function requestWithdrawal(ctx: PaymentContext, body: WithdrawalBody, key: string): Promise<{ answer: WithdrawalAnswer; replayed: boolean }> {
  const { db, clock, user } = ctx;
  const hash = bodyHash(body);
  const kept = keptPayment(ctx, 'withdrawal', key, hash);
  if (kept) return { answer: answerOf(ctx, kept), replayed: true };

  const account = paymentAccount(db, user, body.accountId);
  const catalogue = await providerCatalogue(ctx.payments);
  const usable = usableMethod(catalogue, body.methodId, {
    kind: 'withdrawal',
    iso: account.iso,
    country: user.country_code,
    depositedWith: depositedMethodIds(db, user.id),
  });
  if (typeof usable === 'string') throw methodUnavailable(body.methodId, usable);
  const amountMinor = toMinor(body.amount);
  const { limits, method } = usable;
  if (amountMinor < limits.min) throw amountBelowMin(limits.min, limits.max, account.iso);
  if (amountMinor > limits.max) throw amountAboveMax(limits.min, limits.max, account.iso);
  const details = normalizeDetails(body.details);
  if (!new RegExp(method.details.pattern).test(details)) throw detailsInvalid(method.details.kind);
  const threshold = IDENTIFICATION_THRESHOLD_MINOR[account.iso];
  if (threshold !== undefined && amountMinor > threshold && user.is_need_identification === 1) {
    throw identificationRequired(threshold, account.iso);
  }
  // Only the account's own money: a bonus balance sits on the bonus account and is never withdrawable.
  if (amountMinor > balanceOf(db, account.id)) throw insufficientFunds(balanceOf(db, account.id), account.iso);

  const payment = await createAtProvider(ctx.payments, {
    orderId: orderIdOf('withdrawal', user.id, key),
    kind: 'withdrawal',
    methodId: method.id,
    amountMinor,
    currency: account.iso,
    country: user.country_code.toLowerCase(),
    customerId: String(user.id),
    details,
    lng: ctx.lang,
  });
  const now = clock.now();
  const row: PaymentRow = {
    id: payment.paymentId,
    user_id: user.id,
    account_id: account.id,
    kind: 'withdrawal',
    method_id: method.id,
    method_name_ru: method.name.ru,
    method_name_en: method.name.en,
    iso: account.iso,
    amount_minor: amountMinor,
    fee_minor: payment.feeMinor,
    status: 'pending',
    bonus_choice: 0,
    details: maskDetails(details),
    redirect_url: null,
    // The payout's destination is the player's own instrument: kept as the provider fingerprints it (payers.ts).
    payer_fingerprint: payment.payerFingerprint ?? null,
    reason: null,
    refunded_at: null,
    idempotency_key: key,
    body_hash: hash,
    created_at: now,
    updated_at: now,
  };
  // The funds again, the payment and its hold in one transaction: the money cannot be spent twice.
  const outcome = db.transaction((): 'held' | 'raced' => {
    if (!insertPayment(db, row)) return 'raced';
    if (balanceOf(db, account.id) < amountMinor) throw insufficientFunds(balanceOf(db, account.id), account.iso);
    moveMoney(db, { accountId: account.id, kind: LEDGER_KIND.withdrawal_hold, amountMinor: -amountMinor, ref: paymentRef(row.id) }, now);
    insertPaymentEvent(db, { payment_id: row.id, source: 'created', status: 'pending', outcome: 'applied', event_id: null, created_at: now });
    return 'held';
  });
  let result: 'held' | 'raced';
  try {
    result = outcome();
  } catch (error) {
    // Spent meanwhile (a bet between the check and the hold): the payout is called off at the provider.
    await cancelAtProvider(ctx.payments, row.id).catch(() => undefined);
    throw error;
  }
  if (result === 'raced') {
    const again = keptPayment(ctx, 'withdrawal', key, hash);
    if (again) return { answer: answerOf(ctx, again), replayed: true };
    throw idempotencyKeyReused();
  }
  return { answer: answerOf(ctx, row), replayed: false };
}

/**
 * POST /web-api/payments/withdrawals/{id}/cancel: called off at the provider first, then the hold
 * comes back. The provider is the one place a payout is called off, and it answers the call that
 * did it alone (psp/provider.ts cancelPspPayment): so of cancels sent at once exactly one answers
 * 200, whatever the order its callback and this settlement reach the payment in; every other one
 * answers as a cancel of a payment no longer pending does, 409 `payment_not_pending` with the
 * status (docs/payments-api.md). The hold comes back once: the guarded status change (settle.ts).
 */
export async function cancelWithdrawal(ctx: PaymentContext, paymentId: string): Promise<PaymentView> {
  const { db, clock, user } = ctx;
  const payment = findOwnPayment(db, user.id, paymentId);
  if (!payment || payment.kind !== 'withdrawal') throw paymentNotFound(paymentId);
  if (payment.status !== 'pending') throw paymentNotPending(paymentId, payment.status);
  const answer = await cancelAtProvider(ctx.payments, paymentId);
  if (!answer.ok) {
    if (answer.code !== 'payment_final') throw pspRefused(answer.code, answer.detail);
    // Already final there (another cancel, a payout, a decline): applied here too, once, in case
    // its callback is late, and this cancel answered as one that came after it.
    const status = StatusSchema.safeParse(answer.meta?.status);
    if (status.success && status.data !== 'pending') settlePayment(db, clock.now(), paymentId, status.data, 'player');
    throw paymentNotPending(paymentId, status.success ? status.data : 'final');
  }
  const settled = settlePayment(db, clock.now(), paymentId, 'cancel', 'player');
  if (!settled.ok) {
    if (settled.reason === 'final') throw paymentFinal(paymentId, settled.payment.status);
    throw paymentNotFound(paymentId);
  }
  // Its callback may have applied the cancel first (changed: false): this call is still the one that did it.
  return paymentView(settled.payment, ctx.lang);
}
