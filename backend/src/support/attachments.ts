import { ApiError, fieldError } from '../errors';
import { readStoredFile } from '../files/store';
import type { FilesRootDeps } from '../files/root';
import type { AttachedFile } from './store';

/**
 * The files a new message carries: uploads of this player in the file store (files/store.ts),
 * each named once. Another player's file or an unknown id is refused as a bad field, like any
 * other wrong value in the body (docs/support-api.md "Attachments").
 */
export function resolveAttachments(deps: FilesRootDeps, userId: number, fileIds: readonly string[]): AttachedFile[] {
  const seen = new Set<string>();
  return fileIds.map((fileId, index) => {
    if (seen.has(fileId)) throw fieldError(`/attachments/${index}`, `File ${fileId} is named twice`);
    seen.add(fileId);
    try {
      const { contentType, size } = readStoredFile(deps, fileId, userId);
      return { fileId, contentType, size };
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw fieldError(`/attachments/${index}`, `No uploaded file ${fileId}`);
      throw error;
    }
  });
}
