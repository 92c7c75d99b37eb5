import { Hono, type Context } from 'hono';
import type { UserRow } from '../accounts/rows';
import type { AppDeps } from '../deps';
import { ApiError } from '../errors';
import { readStoredFile, storeUpload } from '../files/store';

/**
 * A support attachment (docs/support-api.md "Attachments"): uploaded first, as multipart/form-data
 * with one `file` (an upload endpoint of the request guard: http/uploadEndpoints.ts), into the file
 * store, which decides its type by content; then named by its fileId in a new request or reply.
 * Read back by its owner only.
 */
export function supportAttachmentRoutes(deps: AppDeps, player: (c: Context) => UserRow) {
  const app = new Hono();

  app.post('/support/attachments', async (c) => {
    const user = player(c);
    const form = await c.req.parseBody().catch(() => {
      throw new ApiError(400, 'The body is not a multipart form', { code: 'bad_request' });
    });
    const file = form.file;
    if (!(file instanceof File)) throw new ApiError(400, 'The form has no file', { code: 'validation', source: { pointer: '/file' } });
    const stored = await storeUpload(deps, { userId: user.id, bytes: new Uint8Array(await file.arrayBuffer()) });
    return c.json(stored, 201);
  });

  app.get('/support/attachments/:fileId{[0-9a-f]{1,64}}', (c) => {
    const user = player(c);
    const file = readStoredFile(deps, c.req.param('fileId'), user.id);
    return c.body(new Uint8Array(file.bytes), 200, {
      'Content-Type': file.contentType,
      'Content-Length': String(file.size),
      'Content-Disposition': 'inline',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    });
  });

  return app;
}
