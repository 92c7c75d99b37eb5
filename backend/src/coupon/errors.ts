import { ApiError } from '../errors';

/**
 * The coupon's refusals, each with a stable code and the `meta` the site shows next to the line or
 * field (docs/coupon-api.md "Errors"). `detail` is English, for logs.
 */
export interface CoefChange {
  id: number;
  oldCoef: number;
  newCoef: number;
}

const refusal = (status: 400 | 404 | 409 | 422, code: string, detail: string, meta?: Record<string, unknown>) =>
  new ApiError(status, detail, { code, ...(meta ? { meta } : {}) });

export const idempotencyKeyRequired = () =>
  refusal(400, 'idempotency_key_required', 'Send an Idempotency-Key header of 1-100 characters, one per placing');

export const idempotencyKeyReused = () =>
  refusal(409, 'idempotency_key_reused', 'This Idempotency-Key was used for another coupon: make a new key for a new placing');

export const sameGame = (betIds: number[]) =>
  refusal(400, 'same_game', `Bets ${betIds.join(', ')} are on one game: this coupon type takes one bet per game`, { betIds });

export const systemValue = (min: number, max: number) =>
  refusal(400, 'system_value', `systemValue must be between ${min} and ${max}`, { min, max });

export const accountNotFound = (accountId: number) => refusal(404, 'account_not_found', `Account ${accountId} was not found`);

export const outcomeUnknown = (betIds: number[]) =>
  refusal(409, 'outcome_unknown', `No outcome ${betIds.join(', ')} in the line`, { betIds });

export const gameFinished = (betIds: number[]) =>
  refusal(409, 'game_finished', `The game of bets ${betIds.join(', ')} is over`, { betIds });

export const marketSuspended = (betIds: number[]) =>
  refusal(409, 'market_suspended', `Bets ${betIds.join(', ')} are suspended`, { betIds });

export const coefChanged = (changes: CoefChange[]) =>
  refusal(409, 'coef_changed', `Prices changed: ${changes.map((c) => `${c.id} ${c.oldCoef} → ${c.newCoef}`).join(', ')}`, { changes });

export const scoreChanged = (betIds: number[]) =>
  refusal(409, 'score_changed', `The score changed in the games of bets ${betIds.join(', ')}`, { betIds });

export const bonusBetUnavailable = () =>
  refusal(409, 'bonus_bet_unavailable', 'No bonus bet on this coupon: it needs an express of 3 or more bets, each at 1.1 or more', {});

/** A chain leg above its maximum; the code and `blockId` are the wire's names (docs/coupon-api.md). */
export const legAmountAboveMax = (blockId: number, max: number) =>
  refusal(422, 'block_amount_above_max', `Leg ${blockId} may stake at most ${max}`, { blockId, max });

export const amountBelowMin = (min: number, max: number | null, iso: string) =>
  refusal(422, 'amount_below_min', `The stake must be at least ${min} ${iso}`, { min, max, iso });

export const amountAboveMax = (min: number, max: number | null, iso: string) =>
  refusal(422, 'amount_above_max', `The stake must be at most ${max} ${iso}`, { min, max, iso });

export const insufficientFunds = (balance: number) =>
  refusal(422, 'insufficient_funds', `Not enough money on the account (${balance})`, { balance });

export const couponNotFound = (couponId: string) => refusal(404, 'coupon_not_found', `Coupon ${couponId} was not found`);

export const couponCodeUnknown = (code: string) => refusal(404, 'coupon_code_unknown', `No saved coupon ${code}`);

/** The body an ApiError answers with, as a type-9 single's result or a stored idempotent answer carries it. */
export function errorEntryOf(error: ApiError) {
  const entry = error.entries[0];
  return { code: error.code, detail: error.detail, ...(entry?.meta ? { meta: entry.meta } : {}) };
}
