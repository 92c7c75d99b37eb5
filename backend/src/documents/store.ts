import { randomBytes } from 'node:crypto';
import type { Db } from '../db/handle';
import type { DocumentKind, DocumentStatus } from './kinds';

/** A documents row (documents/schema.ts) with its file's type and size. */
export interface DocumentRow {
  id: string;
  user_id: number;
  kind: DocumentKind;
  file_id: string;
  status: DocumentStatus;
  reason: string | null;
  created_at: number;
  decided_at: number | null;
  content_type: string;
  size: number;
}

const SELECT = `SELECT d.id, d.user_id, d.kind, d.file_id, d.status, d.reason, d.created_at, d.decided_at, f.content_type, f.size
  FROM documents d JOIN files f ON f.id = d.file_id`;

export const newDocumentId = () => `doc_${randomBytes(8).toString('hex')}`;

export function insertDocument(db: Db, row: { id: string; userId: number; kind: DocumentKind; fileId: string; now: number }): void {
  db.prepare("INSERT INTO documents (id, user_id, kind, file_id, status, created_at) VALUES (?, ?, ?, ?, 'waiting', ?)").run(
    row.id,
    row.userId,
    row.kind,
    row.fileId,
    row.now,
  );
}

/** A player's documents, newest first. */
export function documentsOf(db: Db, userId: number): DocumentRow[] {
  return db.prepare(`${SELECT} WHERE d.user_id = ? ORDER BY d.created_at DESC, d.rowid DESC`).all(userId) as DocumentRow[];
}

export function findDocument(db: Db, documentId: string): DocumentRow | undefined {
  return db.prepare(`${SELECT} WHERE d.id = ?`).get(documentId) as DocumentRow | undefined;
}

/** The newest document of each kind: the one that counts (an older rejected one is history). */
export function latestByKind(rows: readonly DocumentRow[]): Map<DocumentKind, DocumentRow> {
  const latest = new Map<DocumentKind, DocumentRow>();
  // rows come newest first (documentsOf).
  for (const row of rows) if (!latest.has(row.kind)) latest.set(row.kind, row);
  return latest;
}

/**
 * The operator's decision, only on a waiting document (the `status = 'waiting'` guard makes two
 * decisions at once decide once): whether it changed.
 */
export function decideDocument(db: Db, documentId: string, status: 'approved' | 'rejected', reason: string | null, now: number): boolean {
  return (
    db.prepare("UPDATE documents SET status = ?, reason = ?, decided_at = ? WHERE id = ? AND status = 'waiting'").run(status, reason, now, documentId)
      .changes === 1
  );
}

/** Removes a waiting document's row: whether it was there and waiting. */
export function deleteWaitingDocument(db: Db, documentId: string): boolean {
  return db.prepare("DELETE FROM documents WHERE id = ? AND status = 'waiting'").run(documentId).changes === 1;
}
