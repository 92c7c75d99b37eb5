import { Hono } from 'hono';
import { z } from 'zod';
import { requireUserByLogin } from '../accounts/users';
import type { AppDeps } from '../deps';
import { decide } from '../documents/service';
import { documentsOf } from '../documents/store';
import { controlDocumentView } from '../documents/view';
import { readBody } from '../validate';

const DecideSchema = z.strictObject({
  status: z.enum(['approved', 'rejected'], { error: 'must be "approved" or "rejected"' }),
  reason: z.string().max(500).optional(),
});

/**
 * Control calls (backend port only), the operator's side of verification (docs/documents-api.md
 * "Control API"): a player's documents, and the decision on one.
 */
export function controlDocumentRoutes(deps: AppDeps) {
  const app = new Hono();

  app.get('/documents/:login', (c) => {
    const user = requireUserByLogin(deps.db, c.req.param('login'));
    return c.json(documentsOf(deps.db, user.id).map(controlDocumentView));
  });

  app.post('/documents/:documentId/decide', async (c) => {
    const body = await readBody(c, DecideSchema);
    return c.json(controlDocumentView(decide(deps, c.req.param('documentId'), body.status, body.reason)));
  });

  return app;
}
