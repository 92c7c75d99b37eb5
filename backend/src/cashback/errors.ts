import { ApiError } from '../errors';

/** Signed out (the payments' shape, docs/cashback-api.md "Conventions"). */
export const notSignedIn = () => new ApiError(401, 'Not signed in', { code: 'unauthorized', extra: { error: 'unauthorized' } });

export const cashbackNotFound = (id: string) => new ApiError(404, `Unknown cashback: ${id}`, { code: 'cashback_not_found' });

export const cashbackExpired = (expiresAt: number) =>
  new ApiError(409, `The claim window closed at ${new Date(expiresAt).toISOString()}`, {
    code: 'cashback_expired',
    meta: { expiresAt: new Date(expiresAt).toISOString() },
  });

export const nothingToClaim = () => new ApiError(409, 'The week was not a net loss: there is nothing to claim', { code: 'nothing_to_claim' });
