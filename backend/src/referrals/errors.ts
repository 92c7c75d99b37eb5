import { ApiError } from '../errors';

/** Signed out (the payments' shape, docs/referrals-api.md "Errors"). */
export const notSignedIn = () => new ApiError(401, 'Not signed in', { code: 'unauthorized', extra: { error: 'unauthorized' } });
