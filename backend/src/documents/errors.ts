import { ApiError } from '../errors';

/** The documents' refusals (docs/documents-api.md "Errors"); each with a stable code. */
export const documentNotFound = (documentId: string) => new ApiError(404, `No document ${documentId}`, { code: 'document_not_found' });

export const documentNotWaiting = (documentId: string, status: string) =>
  new ApiError(409, `Document ${documentId} is ${status}: only a waiting document can change`, { code: 'document_not_waiting', meta: { status } });

/** A kind already approved, or one waiting: a new upload of it would replace nothing. */
export const documentKindBusy = (kind: string, status: string) =>
  new ApiError(409, `A ${kind} document is already ${status}`, { code: 'document_exists', meta: { kind, status } });

export const reasonRequired = () =>
  new ApiError(400, 'A rejection needs a reason the player can read', { code: 'validation', source: { pointer: '/reason' } });
