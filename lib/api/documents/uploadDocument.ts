import { ApiError } from '../http';
import { failureOf } from '../http/errors';
import { DocumentSchema, type DocumentKind, type PlayerDocument } from './documents';

/** The file store's limit (backend files/store.ts MAX_UPLOAD_BYTES): checked here first, with the server's words. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';

/**
 * POST /web-api/documents (docs/documents-api.md): the file as multipart/form-data, the one upload
 * the backend's request guard takes. Sent with XMLHttpRequest rather than the JSON client because
 * only it reports the upload's progress; the session cookie goes with it (same origin). A refusal
 * is an ApiError with the server's code (`file_type`, `file_too_large`, `document_exists`).
 */
export function uploadDocument(options: { kind: DocumentKind; file: Blob; fileName?: string; lng: string; onProgress?: (share: number) => void }): Promise<PlayerDocument> {
  const path = `/web-api/documents?lng=${encodeURIComponent(options.lng)}`;
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.set('kind', options.kind);
    form.set('file', options.file, options.fileName ?? 'document');
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError('Failed to fetch', 0));
    xhr.onabort = () => reject(new ApiError('Request cancelled', 499));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      if (xhr.status < 200 || xhr.status >= 300) return reject(failureOf(path, xhr.status, body));
      const parsed = DocumentSchema.safeParse(body);
      if (!parsed.success) return reject(new ApiError(`${path}: unexpected answer`, xhr.status));
      resolve(parsed.data);
    };
    xhr.send(form);
  });
}
