import { randomBytes } from 'node:crypto';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Clock } from '../clock';
import { ApiError } from '../errors';
import { detectContentType, reencodeImage, type StoredContentType } from './detect';
import { filesRoot, type FilesRootDeps } from './root';

/**
 * The backend's file store (docs/documents-api.md "File store"): uploads the player makes
 * (verification documents, support attachments) kept on disk under the store's root, never served
 * publicly, only back to their owner through the route that owns them.
 */

/** The largest upload the store keeps: 10 MB (10 × 1024 × 1024 bytes); above it 413 `file_too_large`. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export type FileStoreDeps = FilesRootDeps & { clock: Clock };

export interface StoredFile {
  fileId: string;
  contentType: StoredContentType;
  /** Bytes as stored (an image after re-encoding). */
  size: number;
}

export const fileTypeError = () =>
  new ApiError(400, 'Only JPEG, PNG or WebP images and PDF documents can be uploaded', { code: 'file_type' });

export const fileTooLargeError = () =>
  new ApiError(413, `The file is larger than ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB`, { code: 'file_too_large', meta: { maxBytes: MAX_UPLOAD_BYTES } });

/**
 * Keeps an upload of `userId`: checked by its content (JPEG, PNG, WebP by what sharp reads; PDF by
 * its `%PDF-` header; else 400 `file_type`), at most MAX_UPLOAD_BYTES (else 413 `file_too_large`),
 * an image re-encoded in its own format without metadata (EXIF/GPS gone). The bytes go to a file
 * with a random name; the row records who owns it. A PDF is kept as sent.
 */
export async function storeUpload(deps: FileStoreDeps, upload: { userId: number; bytes: Uint8Array }): Promise<StoredFile> {
  const { userId, bytes } = upload;
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw fileTooLargeError();
  if (bytes.byteLength === 0) throw fileTypeError();
  const contentType = await detectContentType(bytes);
  if (!contentType) throw fileTypeError();
  let stored: Uint8Array;
  if (contentType === 'application/pdf') stored = bytes;
  else {
    try {
      stored = await reencodeImage(bytes, contentType);
    } catch {
      // Its header reads as an image but its body does not decode: not an image after all.
      throw fileTypeError();
    }
  }

  const fileId = randomBytes(16).toString('hex');
  const root = filesRoot(deps);
  const path = fileId;
  // Written aside then renamed: a reader never sees half a file.
  const partial = join(root, `${fileId}.partial`);
  writeFileSync(partial, stored, { mode: 0o600 });
  renameSync(partial, join(root, path));
  try {
    deps.db
      .prepare('INSERT INTO files (id, user_id, content_type, size, path, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(fileId, userId, contentType, stored.byteLength, path, deps.clock.now());
  } catch (error) {
    rmSync(join(root, path), { force: true });
    throw error;
  }
  return { fileId, contentType, size: stored.byteLength };
}

export interface ReadFile extends StoredFile {
  bytes: Buffer;
}

interface FileRow {
  id: string;
  user_id: number;
  content_type: StoredContentType;
  size: number;
  path: string;
}

/**
 * A stored file, for its owner only: another player's file or an unknown id is the same 404
 * `file_not_found`, so a guessed id tells nothing. The route that serves it sets the headers
 * (inline, nosniff, private no-store).
 */
export function readStoredFile(deps: FilesRootDeps, fileId: string, userId: number): ReadFile {
  const row = deps.db.prepare('SELECT id, user_id, content_type, size, path FROM files WHERE id = ?').get(fileId) as FileRow | undefined;
  if (!row || row.user_id !== userId) throw new ApiError(404, 'No such file', { code: 'file_not_found' });
  let bytes: Buffer;
  try {
    bytes = readFileSync(join(filesRoot(deps), row.path));
  } catch {
    throw new ApiError(404, 'No such file', { code: 'file_not_found' });
  }
  return { fileId: row.id, contentType: row.content_type, size: row.size, bytes };
}

/** Forgets a stored file: its row and its bytes (a deleted document). Unknown: nothing to do. */
export function deleteStoredFile(deps: FilesRootDeps, fileId: string): void {
  const row = deps.db.prepare('SELECT path FROM files WHERE id = ?').get(fileId) as { path: string } | undefined;
  if (!row) return;
  deps.db.prepare('DELETE FROM files WHERE id = ?').run(fileId);
  rmSync(join(filesRoot(deps), row.path), { force: true });
}
