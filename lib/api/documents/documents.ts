import * as z from 'zod/mini';
import { getJson } from '../http';

/** GET /web-api/documents (docs/documents-api.md): the verification level and the player's documents. */
export const DOCUMENT_KINDS = ['identity', 'selfie', 'address'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DocumentSchema = z.object({
  documentId: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  status: z.enum(['waiting', 'approved', 'rejected']),
  contentType: z.string(),
  size: z.int(),
  uploadedAt: z.string(),
  decidedAt: z.nullable(z.string()),
  reason: z.nullable(z.string()),
});
export type PlayerDocument = z.infer<typeof DocumentSchema>;

export const DocumentsPageSchema = z.object({
  level: z.int(),
  maxLevel: z.int(),
  nextKind: z.nullable(z.enum(DOCUMENT_KINDS)),
  identified: z.boolean(),
  identifiedLevel: z.int(),
  documents: z.array(DocumentSchema),
});
export type DocumentsPage = z.infer<typeof DocumentsPageSchema>;

export const documentsKey = '/web-api/documents';

export function fetchDocuments(): Promise<DocumentsPage> {
  return getJson(documentsKey, DocumentsPageSchema);
}

/** The player's own file, opened in a new tab (served to him only, inline, never cached). */
export const documentFileUrl = (documentId: string) => `/web-api/documents/${encodeURIComponent(documentId)}/file`;
