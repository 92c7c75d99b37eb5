import { ApiError } from '../errors';

/** Signed out (the payments' shape, as bonuses answer it). */
export const notSignedIn = () => new ApiError(401, 'Not signed in', { code: 'unauthorized', extra: { error: 'unauthorized' } });

export const tournamentNotFound = (id: string) => new ApiError(404, `Unknown tournament: ${id}`, { code: 'tournament_not_found' });

/** Joining a finished tournament: nothing left to play for. */
export const tournamentFinished = () => new ApiError(409, 'The tournament has finished', { code: 'tournament_finished' });

export const idempotencyKeyRequired = () =>
  new ApiError(400, 'An Idempotency-Key header (1–100 characters) is required', { code: 'idempotency_key_required' });
