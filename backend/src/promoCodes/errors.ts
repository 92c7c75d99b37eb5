import { ApiError } from '../errors';

/**
 * The promo codes' and offers' refusals (docs/promotions-api.md "Errors"): stable codes the site
 * words next to the promo-code field (the office's and the coupon's) or the "take part" button;
 * `detail` is English, for logs; `meta` carries what the text needs.
 */
const refusal = (status: 401 | 404 | 409 | 422, code: string, detail: string, meta?: Record<string, unknown>) =>
  new ApiError(status, detail, { code, ...(meta ? { meta } : {}) });

/** Signed out (the payments' shape, as the other office calls). */
export const notSignedIn = () => new ApiError(401, 'Not signed in', { code: 'unauthorized', extra: { error: 'unauthorized' } });

export const promoUnknown = () => refusal(404, 'promo_code_unknown', 'No such promo code');
export const promoNotStarted = (validFrom: number) =>
  refusal(409, 'promo_code_not_started', 'The promo code is not valid yet', { validFrom: new Date(validFrom).toISOString() });
export const promoExpired = (validUntil: number) =>
  refusal(409, 'promo_code_expired', 'The promo code has expired', { validUntil: new Date(validUntil).toISOString() });
export const promoUsedUp = () => refusal(409, 'promo_code_used_up', 'The promo code has been used as many times as it may be');
export const promoAlreadyUsed = (usedAt: number) =>
  refusal(409, 'promo_code_already_used', 'You have already used this promo code', { usedAt: new Date(usedAt).toISOString() });

/**
 * A condition of the code not met: `condition` says which — `deposit` (only after a successful
 * deposit), `coupon_only` / `office_only` (entered in the wrong place), `min_stake` (the coupon's stake
 * under `min` major units of `iso`), `currency` (not offered in the player's currency), `coupon_type`
 * (multiple singles carry no promo code, limits-coupon-auth.md §5).
 */
export const promoConditionNotMet = (condition: string, detail: string, meta: Record<string, unknown> = {}) =>
  refusal(422, 'promo_code_condition', detail, { condition, ...meta });

export const promotionNotFound = (id: string) => refusal(404, 'promotion_not_found', `Unknown promotion: ${id}`);
/** "Take part" in a first-deposit offer by a player who has deposited already. */
export const firstDepositMade = () => refusal(409, 'first_deposit_made', 'You have already made your first deposit: the first-deposit bonus is spent');
/** Leaving an offer that cannot be left (a redeemed promo code's bonus) or one not joined. */
export const cannotLeave = (reason: 'not_joined' | 'granted') =>
  refusal(409, 'offer_cannot_leave', reason === 'granted' ? 'A granted bonus is not left: decline it on the bonuses page' : 'You have not joined this offer', { reason });
/** The promotion has ended (its end date on the backend clock). */
export const promotionEnded = () => refusal(409, 'promotion_ended', 'The promotion has ended');
