import { createHash } from 'node:crypto';
import { toMinor } from '../accounts/money';
import type { AccountWithCurrencyRow } from '../accounts/rows';
import { bodyHash } from '../coupon/idempotency';
import type { CatalogueMethod, CreatePayment, PspPayment } from '../psp/contract';
import type { PaymentKind } from '../psp/methods';
import { amountAboveMax, amountBelowMin, idempotencyKeyReused, methodUnavailable } from './errors';
import { usableMethod } from './methods';
import { createAtProvider, providerCatalogue } from './provider';
import { paymentAccount, type PaymentContext } from './request';
import type { PaymentRow } from './rows';
import { findPaymentByKey, insertPayment, insertPaymentEvent } from './store';

/**
 * A payment's way in, the same for a deposit and a withdrawal (docs/payments-api.md "Deposits",
 * "Withdrawals"): the kept payment of the Idempotency-Key (the same body gets it again, another body
 * 409 `idempotency_key_reused`), the account, the method usable for it (422 `method_unavailable`),
 * the amount within the method's amount range (422 `amount_below_min` / `amount_above_max`), the
 * kind's own checks, the payment created at the provider, then the pending row and its `created`
 * event in one transaction. Refusals are not kept. What differs is the kind's description below.
 */
export interface PaymentBodyBase {
  methodId: string;
  amount: number;
  accountId?: number;
}

/** What the kind's own checks look at: the request, its account, its method and its amount. */
export interface Admission<Body> {
  body: Body;
  account: AccountWithCurrencyRow;
  method: CatalogueMethod;
  amountMinor: number;
  /** The Idempotency-Key. */
  key: string;
}

export interface PaymentKindRules<Body extends PaymentBodyBase, Answer> {
  kind: PaymentKind;
  /** The methods the player has deposited with, which some payout methods need (methods.ts). */
  depositedWith(ctx: PaymentContext): ReadonlySet<string>;
  /**
   * The kind's checks once the method and the amount passed, before the provider hears of it;
   * throws its refusal. May hold something until the row is written (the deposit's reservation).
   */
  admit(ctx: PaymentContext, admission: Admission<Body>): void;
  /**
   * Frees what `admit` held: when the provider call fails, and inside the row's transaction just
   * before the row is written (the row counts from then on).
   */
  release?(ctx: PaymentContext, key: string): void;
  /** What the provider's create call carries for this kind (where the page returns, or the payout's destination). */
  providerFields(body: Body): Pick<CreatePayment, 'returnUrl' | 'details'>;
  /** The row's columns that depend on the kind. */
  rowFields(body: Body, payment: PspPayment): Pick<PaymentRow, 'bonus_choice' | 'details' | 'redirect_url' | 'payer_fingerprint'>;
  /** Inside the row's transaction, once it is written: the money it moves at once (a withdrawal's hold); may throw its refusal. */
  hold?(ctx: PaymentContext, row: PaymentRow, now: number): void;
  /** The row's transaction failed after the provider made the payment: call it off there. */
  abandon?(ctx: PaymentContext, row: PaymentRow): Promise<void>;
  answer(ctx: PaymentContext, row: PaymentRow): Answer;
}

/** The provider's order reference of a player's key: the same key never makes two payments there either. */
const orderIdOf = (kind: PaymentKind, userId: number, key: string) =>
  `${kind === 'deposit' ? 'dep' : 'wd'}-${userId}-${createHash('sha256').update(key).digest('hex').slice(0, 32)}`;

/** A kept payment for this key: the same body gets it again, another body is refused. */
function keptPayment(ctx: PaymentContext, kind: PaymentKind, key: string, hash: string): PaymentRow | undefined {
  const kept = findPaymentByKey(ctx.db, ctx.user.id, kind, key);
  if (kept && kept.body_hash !== hash) throw idempotencyKeyReused();
  return kept;
}

export async function startPayment<Body extends PaymentBodyBase, Answer>(
  ctx: PaymentContext,
  rules: PaymentKindRules<Body, Answer>,
  body: Body,
  key: string,
): Promise<{ answer: Answer; replayed: boolean }> {
  const { db, clock, user } = ctx;
  const { kind } = rules;
  const hash = bodyHash(body);
  const kept = keptPayment(ctx, kind, key, hash);
  if (kept) return { answer: rules.answer(ctx, kept), replayed: true };

  const account = paymentAccount(db, user, body.accountId);
  const catalogue = await providerCatalogue(ctx.payments);
  const usable = usableMethod(catalogue, body.methodId, { kind, iso: account.iso, country: user.country_code, depositedWith: rules.depositedWith(ctx) });
  if (typeof usable === 'string') throw methodUnavailable(body.methodId, usable);
  const amountMinor = toMinor(body.amount);
  const { amountRange, method } = usable;
  if (amountMinor < amountRange.min) throw amountBelowMin(amountRange.min, amountRange.max, account.iso);
  if (amountMinor > amountRange.max) throw amountAboveMax(amountRange.min, amountRange.max, account.iso);
  rules.admit(ctx, { body, account, method, amountMinor, key });

  let payment: PspPayment;
  try {
    payment = await createAtProvider(ctx.payments, {
      orderId: orderIdOf(kind, user.id, key),
      kind,
      methodId: method.id,
      amountMinor,
      currency: account.iso,
      country: user.country_code.toLowerCase(),
      customerId: String(user.id),
      ...rules.providerFields(body),
      lng: ctx.lang,
    });
  } catch (error) {
    // No payment: what the checks held is free again.
    rules.release?.(ctx, key);
    throw error;
  }
  const now = clock.now();
  const row: PaymentRow = {
    id: payment.paymentId,
    user_id: user.id,
    account_id: account.id,
    kind,
    method_id: method.id,
    method_name_ru: method.name.ru,
    method_name_en: method.name.en,
    iso: account.iso,
    amount_minor: amountMinor,
    fee_minor: payment.feeMinor,
    status: 'pending',
    ...rules.rowFields(body, payment),
    reason: null,
    refunded_at: null,
    idempotency_key: key,
    body_hash: hash,
    created_at: now,
    updated_at: now,
  };
  const record = db.transaction((): boolean => {
    rules.release?.(ctx, key);
    if (!insertPayment(db, row)) return false;
    rules.hold?.(ctx, row, now);
    insertPaymentEvent(db, { payment_id: row.id, source: 'created', status: 'pending', outcome: 'applied', event_id: null, created_at: now });
    return true;
  });
  let inserted: boolean;
  try {
    inserted = record();
  } catch (error) {
    await rules.abandon?.(ctx, row);
    throw error;
  }
  // The same key raced in at the same time: both got the provider's one payment; answer the kept one.
  if (!inserted) {
    const again = keptPayment(ctx, kind, key, hash);
    if (again) return { answer: rules.answer(ctx, again), replayed: true };
    throw idempotencyKeyReused();
  }
  return { answer: rules.answer(ctx, row), replayed: false };
}
