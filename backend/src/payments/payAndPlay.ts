import { randomInt } from 'node:crypto';
import { ApiError } from '../errors';
import { findUserById } from '../accounts/users';
import type { UserRow } from '../accounts/rows';
import { replacePassword } from '../auth/passwordChange';
import { generatePassword } from '../auth/passwordRules';
import { createTicket, findTicket, isLive, newToken, spendTicket, ticketData } from '../auth/tickets';
import type { Clock } from '../clock';
import type { Db } from '../db/handle';
import { pickLang, type Lang } from '../lang';
import { limitError } from '../limits/errors';
import { TEXT } from '../limits/texts';
import { startDeposit, type DepositAnswer } from './deposits';
import { PAYER_EXCLUDED } from './payers';
import type { PaymentContext } from './request';
import { findPayment } from './store';

/**
 * Pay and play (docs/payments-api.md, docs/decisions/registration.md): the first deposit opens the account. The player is created
 * closed (no one knows his password, his balance is 0) with a pending deposit at the provider; the
 * browser keeps a claim ticket in an HttpOnly cookie. Only when the provider's signed callback says
 * the deposit succeeded (the ledger's `deposit` row) can the browser claim the account: a password
 * is generated then, shown once, and the browser is signed in. A failed or cancelled deposit leaves
 * a closed account with no money that nobody can sign in to.
 */
export const PAY_AND_PLAY_COOKIE = 'pay_and_play';
/** The method a pay-and-play deposit uses: the card, the one every currency and country has. */
export const PAY_AND_PLAY_METHOD = 'card';
/** How long the browser may come back to claim the account (the provider's page may wait on 3-D Secure). */
export const PAY_AND_PLAY_CLAIM_TTL_MS = 24 * 3600 * 1000;

interface ClaimData {
  paymentId: string;
  save: boolean;
  /** The language the player started in: the claim's refusals are told in it (the claim has no lng). */
  lang?: Lang;
}

/** Starts the deposit for a player just created closed; answers the provider's page and the claim token. */
export async function startPayAndPlay(
  ctx: PaymentContext,
  deposit: { amount: number; bonusChoice: 0 | 1 | 2; save: boolean },
  returnUrl: string,
): Promise<DepositAnswer & { claimToken: string }> {
  const answer = (
    await startDeposit(ctx, { methodId: PAY_AND_PLAY_METHOD, amount: deposit.amount, bonusChoice: deposit.bonusChoice, returnUrl }, newToken(), returnUrl)
  ).answer;
  const data: ClaimData = { paymentId: answer.paymentId, save: deposit.save, lang: ctx.lang };
  const claimToken = createTicket(ctx.db, ctx.clock, { purpose: 'pay_and_play', ttlMs: PAY_AND_PLAY_CLAIM_TTL_MS, userId: ctx.user.id, data });
  return { ...answer, claimToken };
}

const claimError = (status: 404 | 409, code: string, detail: string, meta?: Record<string, unknown>) =>
  new ApiError(status, detail, { code, ...(meta ? { meta } : {}) });

/**
 * The browser back from the provider's page: the claimed account's player, his new password (once)
 * and whether to remember the sign-in. Refused while the deposit is pending (409 `payment_pending`,
 * ask again), when the payer is a self-excluded, timed-out or blocked player's instrument (403
 * `payer_excluded`, in the limit-service shape with a title in the player's language: the money
 * went back, the account never opens — payers.ts), when it failed (409 `payment_failed` with its
 * status), and for a ticket that is unknown, expired, already claimed or not this payment's (404
 * `pay_and_play_not_found`).
 */
export function claimPayAndPlay(db: Db, clock: Clock, token: string | undefined, paymentId: string): { user: UserRow; password: string; save: boolean } {
  const ticket = token ? findTicket(db, 'pay_and_play', token) : undefined;
  const data = ticket ? ticketData<ClaimData>(ticket) : null;
  const notFound = () => claimError(404, 'pay_and_play_not_found', 'No account waits for this payment in this browser');
  if (!ticket || !data || !isLive(ticket, clock.now()) || data.paymentId !== paymentId || ticket.user_id === null) throw notFound();
  const payment = findPayment(db, paymentId);
  if (!payment || payment.user_id !== ticket.user_id) throw notFound();
  if (payment.status === 'pending') throw claimError(409, 'payment_pending', `Payment ${paymentId} is still pending`, { status: payment.status });
  if (payment.reason === PAYER_EXCLUDED) {
    throw limitError(403, PAYER_EXCLUDED, TEXT.payerExcluded(pickLang(data.lang)), {
      meta: { status: payment.status, refunded: payment.refunded_at !== null },
    });
  }
  if (payment.status !== 'success') throw claimError(409, 'payment_failed', `Payment ${paymentId} ended ${payment.status}`, { status: payment.status });
  if (!spendTicket(db, ticket.token)) throw notFound();
  const password = generatePassword((max) => randomInt(0, max));
  replacePassword(db, ticket.user_id, password);
  const user = findUserById(db, ticket.user_id);
  if (!user) throw notFound();
  return { user, password, save: data.save };
}
