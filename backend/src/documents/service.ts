import type { Db } from '../db/handle';
import { deleteStoredFile, storeUpload, type FileStoreDeps } from '../files/store';
import { documentKindBusy, documentNotFound, documentNotWaiting, reasonRequired } from './errors';
import type { DocumentKind } from './kinds';
import { applyVerification, verificationOf } from './level';
import { decideDocument, deleteWaitingDocument, documentsOf, findDocument, insertDocument, latestByKind, newDocumentId } from './store';
import { documentView } from './view';

/**
 * What the player and the operator do with documents (docs/documents-api.md): each change is
 * followed by the user config's verification fields (level.ts).
 */
export type DocumentDeps = FileStoreDeps & { db: Db };

/** GET /web-api/documents: the level, what the next one needs, and every document, newest first. */
export function documentsPage(db: Db, userId: number) {
  return { ...verificationOf(db, userId), documents: documentsOf(db, userId).map(documentView) };
}

/**
 * A new document of a kind, waiting for the operator. Refused (409 `document_exists`) while the
 * kind's newest is waiting (delete it first) or approved; after a rejection a new one is welcome.
 */
export async function uploadDocument(deps: DocumentDeps, userId: number, kind: DocumentKind, bytes: Uint8Array) {
  const current = latestByKind(documentsOf(deps.db, userId)).get(kind);
  if (current && current.status !== 'rejected') throw documentKindBusy(kind, current.status);
  const stored = await storeUpload(deps, { userId, bytes });
  const id = newDocumentId();
  try {
    deps.db.transaction(() => {
      // Checked again inside the write: two uploads of a kind at once keep one.
      const again = latestByKind(documentsOf(deps.db, userId)).get(kind);
      if (again && again.status !== 'rejected') throw documentKindBusy(kind, again.status);
      insertDocument(deps.db, { id, userId, kind, fileId: stored.fileId, now: deps.clock.now() });
      applyVerification(deps.db, userId);
    })();
  } catch (error) {
    deleteStoredFile(deps, stored.fileId);
    throw error;
  }
  return documentView(findDocument(deps.db, id)!);
}

/** The player's own document, else 404 (another's looks like none). */
export function ownDocument(db: Db, userId: number, documentId: string) {
  const row = findDocument(db, documentId);
  if (!row || row.user_id !== userId) throw documentNotFound(documentId);
  return row;
}

/** The player takes back a waiting document (a decided one stays: it is the operator's record). */
export function deleteDocument(deps: DocumentDeps, userId: number, documentId: string): void {
  const row = ownDocument(deps.db, userId, documentId);
  deps.db.transaction(() => {
    if (!deleteWaitingDocument(deps.db, documentId)) throw documentNotWaiting(documentId, findDocument(deps.db, documentId)?.status ?? 'gone');
    applyVerification(deps.db, userId);
  })();
  deleteStoredFile(deps, row.file_id);
}

/** The operator approves or rejects (with a reason) a waiting document; 404 unknown, 409 decided. */
export function decide(deps: DocumentDeps, documentId: string, status: 'approved' | 'rejected', reason: string | undefined) {
  const trimmed = reason?.trim() ?? '';
  if (status === 'rejected' && trimmed === '') throw reasonRequired();
  return deps.db.transaction(() => {
    const row = findDocument(deps.db, documentId);
    if (!row) throw documentNotFound(documentId);
    if (!decideDocument(deps.db, documentId, status, status === 'rejected' ? trimmed : null, deps.clock.now())) {
      throw documentNotWaiting(documentId, row.status);
    }
    applyVerification(deps.db, row.user_id);
    return findDocument(deps.db, documentId)!;
  })();
}
