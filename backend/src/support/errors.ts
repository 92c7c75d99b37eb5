import { ApiError } from '../errors';

/** The support API's own refusals (docs/support-api.md "Errors"). */
export const requestNotFound = (id: number | string) =>
  new ApiError(404, `No support request ${id}`, { code: 'support_request_not_found' });

export const attachmentNotFound = (fileId: string) =>
  new ApiError(404, `No attachment ${fileId}`, { code: 'attachment_not_found' });

export const notSignedIn = () => new ApiError(401, 'Sign in to use support', { code: 'unauthorized' });
