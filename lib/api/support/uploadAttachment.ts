import { NETWORK_FAILURE_MESSAGE } from '@/lib/config/auth';
import { ApiError, failureOf } from '../http/errors';
import { parseJson, parseWith } from '../http/transport';
import * as z from 'zod/mini';

/** The file store's answer for an upload (docs/support-api.md "Attachments"). */
const UploadSchema = z.object({ fileId: z.string(), contentType: z.string(), size: z.int() });
export type UploadedFile = z.infer<typeof UploadSchema>;

export const SUPPORT_UPLOAD_PATH = '/web-api/support/attachments';

/**
 * `POST /web-api/support/attachments` as multipart/form-data with one `file`. The client's JSON
 * request path cannot send a form, so this call uses fetch itself with the client's error and
 * payload rules (as lib/api/googleOneTap.ts). 400 `file_type`, 413 `file_too_large` are ApiErrors.
 */
export async function uploadSupportAttachment(file: Blob, name: string): Promise<UploadedFile> {
  const form = new FormData();
  form.set('file', file, name);
  let response: Response;
  try {
    // No Content-Type: the browser writes the multipart boundary itself.
    response = await fetch(SUPPORT_UPLOAD_PATH, { method: 'POST', body: form, headers: { Accept: 'application/json' }, credentials: 'same-origin' });
  } catch {
    throw new ApiError(NETWORK_FAILURE_MESSAGE, 0);
  }
  const answer = parseJson(await response.text().catch(() => ''));
  if (!response.ok) throw failureOf(SUPPORT_UPLOAD_PATH, response.status, answer);
  return parseWith(UploadSchema, answer, SUPPORT_UPLOAD_PATH, response.status);
}
