import { ApiError } from '../errors';

/** Signed out (the payments' shape, docs/bonuses-api.md "Conventions"). */
export const notSignedIn = () => new ApiError(401, 'Not signed in', { code: 'unauthorized', extra: { error: 'unauthorized' } });

export const bonusNotFound = (id: string) => new ApiError(404, `Unknown bonus: ${id}`, { code: 'bonus_not_found' });

/** Declining a bonus that already ended otherwise (wagered or forfeited): its status in meta. */
export const bonusClosed = (status: string) => new ApiError(409, `The bonus is already ${status}`, { code: 'bonus_closed', meta: { status } });
