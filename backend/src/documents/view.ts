import type { DocumentRow } from './store';

/** A document as the player sees it (GET /web-api/documents). */
export function documentView(row: DocumentRow) {
  return {
    documentId: row.id,
    kind: row.kind,
    status: row.status,
    contentType: row.content_type,
    size: row.size,
    uploadedAt: new Date(row.created_at).toISOString(),
    decidedAt: row.decided_at === null ? null : new Date(row.decided_at).toISOString(),
    reason: row.reason,
  };
}
export type DocumentView = ReturnType<typeof documentView>;

/** A document as the control API lists it (exactly `{ documentId, kind, status, size, contentType }`). */
export function controlDocumentView(row: DocumentRow) {
  return { documentId: row.id, kind: row.kind, status: row.status, size: row.size, contentType: row.content_type };
}
