import { createHash } from 'node:crypto';
import { toMinor } from '../accounts/money';
import { bodyHash } from '../coupon/idempotency';
import { releaseDeposit, reserveDeposit } from '../limits/reservations';
import type { PaymentKind } from '../psp/methods';
import { amountAboveMax, amountBelowMin, idempotencyKeyReused, methodUnavailable } from './errors';
import { usableMethod } from './methods';
import { createAtProvider, providerCatalogue } from './provider';
import type { DepositBody, PaymentContext } from './request';
import { paymentAccount } from './request';
import type { PaymentRow } from './rows';
import { findPaymentByKey, insertPayment, insertPaymentEvent } from './store';

/**
 * POST /web-api/payments/deposits: the deposit is created at the provider (over HTTP) and recorded
 * pending; the player goes to the provider's page. No money moves until the provider's signed
 * callback says success (settle.ts). The same Idempotency-Key with the same body gives the same
 * payment again; with another body 409 `idempotency_key_reused`. Refusals are not kept.
 */
export interface DepositAnswer {
  paymentId: string;
  redirectUrl: string;
}

/** The provider's order reference of a player's key: the same key never makes two payments there either. */
export const orderIdOf = (kind: PaymentKind, userId: number, key: string) =>
  `${kind === 'deposit' ? 'dep' : 'wd'}-${userId}-${createHash('sha256').update(key).digest('hex').slice(0, 32)}`;

/** A kept payment for this key: the same body gets it again, another body is refused. */
export function keptPayment(ctx: PaymentContext, kind: PaymentKind, key: string, hash: string): PaymentRow | undefined {
  const kept = findPaymentByKey(ctx.db, ctx.user.id, kind, key);
  if (kept && kept.body_hash !== hash) throw idempotencyKeyReused();
  return kept;
}

const depositAnswer = (row: PaymentRow): DepositAnswer => ({ paymentId: row.id, redirectUrl: row.redirect_url ?? '' });

/** `returnUrl`: already resolved to an absolute URL of the site (returnUrl.ts). */
export async function startDeposit(
  ctx: PaymentContext,
  body: DepositBody,
  key: string,
  returnUrl: string,
): Promise<{ answer: DepositAnswer; replayed: boolean }> {
  const { db, clock, user } = ctx;
  const hash = bodyHash(body);
  const kept = keptPayment(ctx, 'deposit', key, hash);
  if (kept) return { answer: depositAnswer(kept), replayed: true };

  const account = paymentAccount(db, user, body.accountId);
  const catalogue = await providerCatalogue(ctx.payments);
  const usable = usableMethod(catalogue, body.methodId, { kind: 'deposit', iso: account.iso, country: user.country_code, depositedWith: new Set() });
  if (typeof usable === 'string') throw methodUnavailable(body.methodId);
  const amountMinor = toMinor(body.amount);
  if (amountMinor < usable.limits.min) throw amountBelowMin(usable.limits.min, usable.limits.max, account.iso);
  if (amountMinor > usable.limits.max) throw amountAboveMax(usable.limits.min, usable.limits.max, account.iso);
  // The player's own limits hold before the provider hears of it: a self-exclusion, time-out or
  // block, and the lowest running deposit limit (limits/enforce.ts). The amount is reserved with
  // the check, in one transaction, and counts until the payment row below replaces it: deposits
  // sent at once cannot all pass the same check while the provider is asked (limits/reservations.ts).
  reserveDeposit(db, { userId: user.id, key, iso: account.iso, amountMinor }, clock.now(), ctx.lang);

  let payment: Awaited<ReturnType<typeof createAtProvider>>;
  try {
    payment = await createAtProvider(ctx.payments, {
      orderId: orderIdOf('deposit', user.id, key),
      kind: 'deposit',
      methodId: usable.method.id,
      amountMinor,
      currency: account.iso,
      country: user.country_code.toLowerCase(),
      customerId: String(user.id),
      returnUrl,
      lng: ctx.lang,
    });
  } catch (error) {
    // No payment: its share of the limits is free again.
    releaseDeposit(db, user.id, key, clock.now());
    throw error;
  }
  const now = clock.now();
  const row: PaymentRow = {
    id: payment.paymentId,
    user_id: user.id,
    account_id: account.id,
    kind: 'deposit',
    method_id: usable.method.id,
    method_name_ru: usable.method.name.ru,
    method_name_en: usable.method.name.en,
    iso: account.iso,
    amount_minor: amountMinor,
    fee_minor: payment.feeMinor,
    status: 'pending',
    bonus_choice: body.bonusChoice,
    details: null,
    redirect_url: payment.redirectUrl,
    // The payer is known once the provider's page was filled: its callback tells (callback.ts).
    payer_fingerprint: null,
    reason: null,
    refunded_at: null,
    idempotency_key: key,
    body_hash: hash,
    created_at: now,
    updated_at: now,
  };
  const inserted = db.transaction(() => {
    // The pending payment row counts from now on (limits/usage.ts): the reservation gives way to it.
    releaseDeposit(db, user.id, key, clock.now());
    if (!insertPayment(db, row)) return false;
    insertPaymentEvent(db, { payment_id: row.id, source: 'created', status: 'pending', outcome: 'applied', event_id: null, created_at: now });
    return true;
  })();
  // The same key raced in at the same time: both got the provider's one payment; answer the kept one.
  if (!inserted) {
    const again = keptPayment(ctx, 'deposit', key, hash);
    if (again) return { answer: depositAnswer(again), replayed: true };
    throw idempotencyKeyReused();
  }
  return { answer: depositAnswer(row), replayed: false };
}
