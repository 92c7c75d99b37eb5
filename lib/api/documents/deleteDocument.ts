import { requestJson } from '../http';
import { DocumentsPageSchema, type DocumentsPage } from './documents';

/** DELETE /web-api/documents/{documentId}: a waiting document taken back; the page as it is now. */
export function deleteDocument(documentId: string): Promise<DocumentsPage> {
  return requestJson(`/web-api/documents/${encodeURIComponent(documentId)}`, { method: 'DELETE', schema: DocumentsPageSchema }) as Promise<DocumentsPage>;
}
