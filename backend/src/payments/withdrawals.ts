import { balanceOf, LEDGER_KIND, moveMoney } from '../accounts/ledger';
import { toMajor } from '../accounts/money';
import { loadSiteConfig } from '../siteConfigStore';
import { IDENTIFICATION_THRESHOLD_MINOR } from './config';
import {
  detailsInvalid,
  identificationRequired,
  insufficientFunds,
  paymentFinal,
  paymentNotFound,
  paymentNotPending,
  pspRefused,
} from './errors';
import { startPayment, type PaymentKindRules } from './pipeline';
import { cancelAtProvider } from './provider';
import { StatusSchema, type PaymentContext, type WithdrawalBody } from './request';
import { settlePayment } from './settle';
import { depositedMethodIds, findOwnPayment, paymentRef } from './store';
import { maskDetails, paymentView, type PaymentView } from './view';

/**
 * Withdrawals (docs/payments-api.md "Withdrawals"): the request holds the money at once (a
 * `withdrawal_hold` ledger row takes it off the balance) and the payout waits at the provider.
 * Its callback decides: success → the money has left (the hold stays, nothing moves), fail or
 * cancel → the hold comes back (`withdrawal_release`). The player may call it off while pending.
 * The way in is the payments' one (pipeline.ts); what is a withdrawal's own is here.
 */
/** The withdrawal as GET /web-api/payments/{id} shows it, and the account's balance after the hold. */
export type WithdrawalAnswer = PaymentView & { balance: number };

/** The payout destination as the methods' patterns read it: no spaces or dashes inside. */
const normalizeDetails = (details: string) => details.replace(/[\s-]/g, '');

const WITHDRAWAL: PaymentKindRules<WithdrawalBody, WithdrawalAnswer> = {
  kind: 'withdrawal',
  depositedWith: ({ db, user }) => depositedMethodIds(db, user.id),
  admit: ({ db, user }, { body, account, method, amountMinor }) => {
    if (!new RegExp(method.details.pattern).test(normalizeDetails(body.details))) throw detailsInvalid(method.details.kind);
    const threshold = IDENTIFICATION_THRESHOLD_MINOR[account.iso];
    if (threshold !== undefined && amountMinor > threshold && user.is_need_identification === 1) {
      // Verification documents lift it (docs/documents-api.md): the refusal names the office page for
      // them, identification when the site has that page on, else verification.
      throw identificationRequired(threshold, account.iso, loadSiteConfig(db).identificationEnabled ? 'office/identification' : 'office/verification');
    }
    // Only the account's own money: a bonus balance sits on the bonus account and is never withdrawable.
    if (amountMinor > balanceOf(db, account.id)) throw insufficientFunds(balanceOf(db, account.id), account.iso);
  },
  providerFields: (body) => ({ details: normalizeDetails(body.details) }),
  rowFields: (body, payment) => ({
    bonus_choice: 0,
    details: maskDetails(normalizeDetails(body.details)),
    redirect_url: null,
    // The payout's destination is the player's own instrument: kept as the provider fingerprints it (payers.ts).
    payer_fingerprint: payment.payerFingerprint ?? null,
  }),
  // The funds again, then the hold, in the payment row's transaction: the money cannot be spent twice.
  hold: ({ db }, row, now) => {
    if (balanceOf(db, row.account_id) < row.amount_minor) throw insufficientFunds(balanceOf(db, row.account_id), row.iso);
    moveMoney(db, { accountId: row.account_id, kind: LEDGER_KIND.withdrawal_hold, amountMinor: -row.amount_minor, ref: paymentRef(row.id) }, now);
  },
  // Spent meanwhile (a bet between the check and the hold): the payout is called off at the provider.
  abandon: async (ctx, row) => {
    await cancelAtProvider(ctx.payments, row.id).catch(() => undefined);
  },
  answer: (ctx, row) => ({ ...paymentView(row, ctx.lang), balance: toMajor(balanceOf(ctx.db, row.account_id)) }),
};

export const requestWithdrawal = (ctx: PaymentContext, body: WithdrawalBody, key: string): Promise<{ answer: WithdrawalAnswer; replayed: boolean }> =>
  startPayment(ctx, WITHDRAWAL, body, key);

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
