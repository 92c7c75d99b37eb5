import { ApiError } from '../errors';
import { toMajor } from '../accounts/money';

/**
 * The payments' refusals, each with a stable code and, where the site shows something next to a
 * field, a `meta` (docs/payments-api.md "Errors"). `detail` is English, for logs.
 */
const refusal = (status: 400 | 401 | 403 | 404 | 409 | 422 | 502, code: string, detail: string, meta?: Record<string, unknown>) =>
  new ApiError(status, detail, { code, ...(meta ? { meta } : {}) });

export const notSignedIn = () =>
  new ApiError(401, 'Not signed in', { code: 'unauthorized', extra: { error: 'unauthorized' } });

export const idempotencyKeyRequired = () =>
  refusal(400, 'idempotency_key_required', 'Send an Idempotency-Key header of 1-100 characters, one per payment');

export const idempotencyKeyReused = () =>
  refusal(409, 'idempotency_key_reused', 'This Idempotency-Key was used for another payment: make a new key for a new payment');

export const invalidReturnUrl = () =>
  new ApiError(400, 'returnUrl must be a page of the site: a path under a language prefix, or an absolute URL on the site origin', {
    code: 'invalid_return_url',
    source: { pointer: '/returnUrl' },
  });

export const accountNotFound = (accountId: number) => refusal(404, 'account_not_found', `Account ${accountId} was not found`);

export const accountNotAllowed = (accountId: number) =>
  refusal(422, 'account_not_allowed', `Account ${accountId} is a bonus account: money goes in and out of the main or a currency account`);

export const methodUnavailable = (methodId: string, reason: 'unknown' | 'deposit_required' = 'unknown') =>
  refusal(422, 'method_unavailable', `Method ${methodId} is not available here${reason === 'deposit_required' ? ': deposit with it first' : ''}`, {
    methodId,
    reason,
  });

export const amountBelowMin = (minMinor: number, maxMinor: number, iso: string) =>
  refusal(422, 'amount_below_min', `The amount must be at least ${toMajor(minMinor)} ${iso}`, { min: toMajor(minMinor), max: toMajor(maxMinor), iso });

export const amountAboveMax = (minMinor: number, maxMinor: number, iso: string) =>
  refusal(422, 'amount_above_max', `The amount must be at most ${toMajor(maxMinor)} ${iso}`, { min: toMajor(minMinor), max: toMajor(maxMinor), iso });

export const detailsInvalid = (kind: string) =>
  new ApiError(400, `details must be the payout's ${kind}`, { code: 'details_invalid', source: { pointer: '/details' }, meta: { kind } });

export const insufficientFunds = (withdrawableMinor: number, iso: string) =>
  refusal(422, 'insufficient_funds', `At most ${toMajor(withdrawableMinor)} ${iso} can be withdrawn`, { withdrawable: toMajor(withdrawableMinor), iso });

/** `page`: the office page where the player gets identified (docs/documents-api.md "Withdrawals"). */
export const identificationRequired = (thresholdMinor: number, iso: string, page: string) =>
  refusal(403, 'identification_required', `A withdrawal above ${toMajor(thresholdMinor)} ${iso} needs an identified account: ${page}`, {
    threshold: toMajor(thresholdMinor),
    iso,
    page,
  });

export const paymentNotFound = (paymentId: string) => refusal(404, 'payment_not_found', `Payment ${paymentId} was not found`);

export const paymentNotPending = (paymentId: string, status: string) =>
  refusal(409, 'payment_not_pending', `Payment ${paymentId} is ${status}, no longer pending`, { status });

export const pspUnavailable = (detail: string) => refusal(502, 'psp_unavailable', detail);

export const pspRefused = (code: string, detail: string) => refusal(502, 'psp_refused', `The payment provider refused: ${code} ${detail}`, { pspCode: code });

export const invalidSignature = (why: string) => refusal(401, 'invalid_signature', `The callback's signature is ${why}`);

export const paymentMismatch = (code: 'amount_mismatch' | 'currency_mismatch' | 'kind_mismatch', detail: string) => refusal(422, code, detail);

export const paymentFinal = (paymentId: string, status: string) =>
  refusal(409, 'payment_final', `Payment ${paymentId} is already ${status}`, { status });
