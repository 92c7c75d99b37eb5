import { ApiError } from '../errors';

/** The link errors with their stable codes (docs/account-links-api.md); the site words them itself. */
export const linkInvalid = () => new ApiError(400, 'The link is not known: check it was copied whole', { code: 'link_invalid' });
export const linkExpired = () => new ApiError(410, 'The link has expired; ask for a new one', { code: 'link_expired' });
export const linkUsed = () => new ApiError(410, 'The link was already used', { code: 'link_used' });
export const nothingToConfirm = () => new ApiError(409, 'The e-mail is already confirmed, or there is none to confirm', { code: 'nothing_to_confirm' });
export const notSignedIn = () => new ApiError(401, 'Not signed in', { code: 'unauthorized', extra: { error: 'unauthorized' } });
