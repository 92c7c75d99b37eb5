import { ApiError } from '../errors';

/** Signed out (the payments' shape, docs/rewards-api.md "Conventions"). */
export const notSignedIn = () => new ApiError(401, 'Not signed in', { code: 'unauthorized', extra: { error: 'unauthorized' } });

export const shopItemNotFound = (id: string) => new ApiError(404, `Unknown shop item: ${id}`, { code: 'shop_item_not_found' });

export const idempotencyKeyRequired = () =>
  new ApiError(400, 'An Idempotency-Key header (1–100 characters) is required', { code: 'idempotency_key_required' });

export const idempotencyKeyReused = () =>
  new ApiError(409, 'This Idempotency-Key was used for another purchase', { code: 'idempotency_key_reused' });

/** 422: the balance of points is below the item's price; meta says both. */
export const pointsShort = (price: number, balance: number) =>
  new ApiError(422, `The item costs ${price} points; the balance is ${balance}`, { code: 'points_short', meta: { price, balance } });

/** 422: the item has no amount in the player's main currency. */
export const currencyNotSupported = (iso: string) =>
  new ApiError(422, `The shop sells nothing in ${iso}`, { code: 'currency_not_supported', meta: { iso } });
