import { releaseDeposit, reserveDeposit } from '../limits/reservations';
import { startPayment, type PaymentKindRules } from './pipeline';
import type { DepositBody, PaymentContext } from './request';

/**
 * POST /web-api/payments/deposits: the deposit is created at the provider (over HTTP) and recorded
 * pending; the player goes to the provider's page. No money moves until the provider's signed
 * callback says success (settle.ts). The way in is the payments' one (pipeline.ts); what is a
 * deposit's own is here.
 */
export interface DepositAnswer {
  paymentId: string;
  redirectUrl: string;
}

/** `returnUrl`: already resolved to an absolute URL of the site (returnUrl.ts). */
const depositRules = (returnUrl: string): PaymentKindRules<DepositBody, DepositAnswer> => ({
  kind: 'deposit',
  // Only a payout method may need an earlier deposit with it (methods.ts).
  depositedWith: () => new Set(),
  // The player's own limits hold before the provider hears of it: a self-exclusion, time-out or
  // block, and the lowest running deposit limit (limits/enforce.ts). The amount is reserved with
  // the check, in one transaction, and counts until the payment row replaces it: deposits sent at
  // once cannot all pass the same check while the provider is asked (limits/reservations.ts).
  admit: ({ db, clock, user, lang }, { account, amountMinor, key }) =>
    reserveDeposit(db, { userId: user.id, key, iso: account.iso, amountMinor }, clock.now(), lang),
  // The pending payment row counts from its transaction on (limits/usage.ts), and a failed
  // provider call leaves none: either way the reservation goes.
  release: ({ db, clock, user }, key) => releaseDeposit(db, user.id, key, clock.now()),
  providerFields: () => ({ returnUrl }),
  rowFields: (body, payment) => ({
    bonus_choice: body.bonusChoice,
    details: null,
    redirect_url: payment.redirectUrl,
    // The payer is known once the provider's page was filled: its callback tells (callback.ts).
    payer_fingerprint: null,
  }),
  answer: (_ctx, row) => ({ paymentId: row.id, redirectUrl: row.redirect_url ?? '' }),
});

export const startDeposit = (
  ctx: PaymentContext,
  body: DepositBody,
  key: string,
  returnUrl: string,
): Promise<{ answer: DepositAnswer; replayed: boolean }> => startPayment(ctx, depositRules(returnUrl), body, key);
