import { ApiError } from '../errors';

/** The bonus games' refusals (docs/bonus-games-api.md "Errors"). */
export const notSignedIn = () => new ApiError(401, 'Not signed in', { code: 'unauthorized', extra: { error: 'unauthorized' } });

export const unknownGame = (game: string) => new ApiError(404, `Unknown bonus game: ${game}`, { code: 'bonus_game_not_found' });

export const playNotFound = (id: string) => new ApiError(404, `No such play: ${id}`, { code: 'play_not_found' });

export const idempotencyKeyRequired = () =>
  new ApiError(400, 'An Idempotency-Key header (1–100 characters) is required', { code: 'idempotency_key_required' });

export const idempotencyKeyReused = () => new ApiError(409, 'This Idempotency-Key was used for another request', { code: 'idempotency_key_reused' });

/** 422: no plays left of this game. */
export const noPlaysLeft = (game: string) => new ApiError(422, `No ${game} plays left`, { code: 'no_plays_left', meta: { game } });

/** 409: a play of this game is still open; finish it first (meta.playId). */
export const playOpen = (playId: number) => new ApiError(409, `Play ${playId} is still open`, { code: 'play_open', meta: { playId } });

export const playFinished = (playId: number) => new ApiError(409, `Play ${playId} is over`, { code: 'play_finished', meta: { playId } });

/** 400: the move does not fit the game or where the play stands (a turned card, an egg off the level). */
export const invalidMove = (detail: string) => new ApiError(400, detail, { code: 'invalid_move' });

export const pointsShort = (price: number, balance: number) =>
  new ApiError(422, `A play costs ${price} points; the balance is ${balance}`, { code: 'points_short', meta: { price, balance } });
