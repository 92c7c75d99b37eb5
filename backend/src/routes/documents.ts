import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { requireSession } from '../auth/requireSession';
import type { AppDeps } from '../deps';
import { ApiError } from '../errors';
import { DOCUMENT_KINDS } from '../documents/kinds';
import { deleteDocument, documentsPage, ownDocument, uploadDocument } from '../documents/service';
import { fileTooLargeError, fileTypeError, MAX_UPLOAD_BYTES, readStoredFile } from '../files/store';
import { parseWith } from '../validate';

/**
 * Verification documents (docs/documents-api.md): the player's list and level, an upload
 * (multipart, the request guard's one exception: http/uploadEndpoints.ts), his own file served
 * back to him only, and taking back a waiting one. Every answer is `Cache-Control: private, no-store`.
 */
const KindSchema = z.enum(DOCUMENT_KINDS, { error: `must be one of ${DOCUMENT_KINDS.join(', ')}` });
const DOCUMENT_ID = '{doc_[0-9a-f]{16}}';

const notSignedIn = () => new ApiError(401, 'Not signed in', { code: 'unauthorized' });

export function documentRoutes(deps: AppDeps) {
  const app = new Hono();

  app.use('/documents', noStore);
  app.use('/documents/*', noStore);

  const playerId = (c: Context): number => {
    const found = requireSession(c, deps);
    if (!found) throw notSignedIn();
    return found.user.id;
  };

  app.get('/documents', (c) => c.json(documentsPage(deps.db, playerId(c))));

  app.post('/documents', async (c) => {
    const userId = playerId(c);
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw new ApiError(400, 'The body must be multipart/form-data with "kind" and "file"', { code: 'bad_request' });
    }
    const kind = parseWith(KindSchema, form.kind, 'kind');
    const file = form.file;
    if (!(file instanceof Blob)) throw new ApiError(400, 'A file is expected in the "file" field', { code: 'validation', source: { pointer: '/file' } });
    if (file.size > MAX_UPLOAD_BYTES) throw fileTooLargeError();
    if (file.size === 0) throw fileTypeError();
    const bytes = new Uint8Array(await file.arrayBuffer());
    return c.json(await uploadDocument(deps, userId, kind, bytes), 201);
  });

  app.get(`/documents/:documentId${DOCUMENT_ID}/file`, (c) => {
    const userId = playerId(c);
    const row = ownDocument(deps.db, userId, c.req.param('documentId'));
    const file = readStoredFile(deps, row.file_id, userId);
    // Shown in the browser, never guessed at as another type, never kept by a cache: a player's
    // document (docs/documents-api.md "The player's file"). The API's own CSP (nothing loads, no
    // framing) comes from http/securityHeaders.ts.
    return new Response(new Uint8Array(file.bytes), {
      status: 200,
      headers: {
        'Content-Type': file.contentType,
        'Content-Length': String(file.size),
        'Content-Disposition': `inline; filename="${row.kind}.${extensionOf(file.contentType)}"`,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      },
    });
  });

  app.delete(`/documents/:documentId${DOCUMENT_ID}`, (c) => {
    const userId = playerId(c);
    deleteDocument(deps, userId, c.req.param('documentId'));
    return c.json(documentsPage(deps.db, userId));
  });

  return app;
}

async function noStore(c: Context, next: () => Promise<void>) {
  await next();
  if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'private, no-store');
}

const extensionOf = (type: string) => ({ 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'application/pdf': 'pdf' })[type] ?? 'bin';
