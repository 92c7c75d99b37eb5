import type { CreatePayment, MethodsCatalogue, PspPayment } from '../psp/contract';
import {
  amountAboveMax,
  amountBelowMin,
  detailsInvalid,
  idempotencyKeyReused,
  methodUnavailable,
  pspRefused,
  pspUnavailable,
} from './errors';
import { PspUnavailable, type PspAnswer } from './pspClient';
import type { Payments } from './runtime';

/**
 * The operator's calls to the provider, with the provider's refusals turned into the operator's
 * errors: an unreachable provider is 502 `psp_unavailable`, a refusal the player can act on keeps
 * its code (method_unavailable, amount_below_min, amount_above_max, details_invalid), anything
 * else is 502 `psp_refused`.
 */
async function reach<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PspUnavailable) throw pspUnavailable(error.message);
    throw error;
  }
}

export const providerCatalogue = (payments: Payments): Promise<MethodsCatalogue> => reach(() => payments.psp.methods());

const metaNumber = (meta: Record<string, unknown> | undefined, key: string) => (typeof meta?.[key] === 'number' ? (meta[key] as number) : 0);

function refusalOf(answer: Exclude<PspAnswer, { ok: true }>, request: CreatePayment): Error {
  switch (answer.code) {
    case 'method_unavailable':
      return methodUnavailable(request.methodId);
    case 'amount_below_min':
      return amountBelowMin(metaNumber(answer.meta, 'min'), metaNumber(answer.meta, 'max'), request.currency);
    case 'amount_above_max':
      return amountAboveMax(metaNumber(answer.meta, 'min'), metaNumber(answer.meta, 'max'), request.currency);
    case 'details_invalid':
      return detailsInvalid(String(answer.meta?.kind ?? 'details'));
    case 'order_conflict':
      return idempotencyKeyReused();
    default:
      return pspRefused(answer.code, answer.detail);
  }
}

/** Creates the payment at the provider; a payment already over under this order means the key was used. */
export async function createAtProvider(payments: Payments, request: CreatePayment): Promise<PspPayment> {
  const answer = await reach(() => payments.psp.create(request));
  if (!answer.ok) throw refusalOf(answer, request);
  if (answer.payment.status !== 'pending') throw idempotencyKeyReused();
  return answer.payment;
}

/** Asks the provider to call a pending payment off: the payment, or the refusal (e.g. `payment_final`). */
export const cancelAtProvider = (payments: Payments, paymentId: string): Promise<PspAnswer> => reach(() => payments.psp.cancel(paymentId));

/** Asks the provider to give a successful deposit back to its payer: the payment, or the refusal (e.g. `payment_not_refundable`). */
export const refundAtProvider = (payments: Payments, paymentId: string): Promise<PspAnswer> => reach(() => payments.psp.refund(paymentId));
