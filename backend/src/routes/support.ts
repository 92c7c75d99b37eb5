import { Hono, type Context } from 'hono';
import type { AppDeps } from '../deps';
import { requireSession } from '../auth/requireSession';
import { pickLang } from '../lang';
import { resolveAttachments } from '../support/attachments';
import { NewRequestBody, ReplyBody } from '../support/body';
import { notSignedIn } from '../support/errors';
import { closeRequest, openRequest, ownRequest, playerWrites } from '../support/threads';
import { supportTopicViews } from '../support/topics';
import { markRead, unreadTotal } from '../support/unread';
import { supportListView, threadView } from '../support/views';
import { readBody } from '../validate';
import { supportAttachmentRoutes } from './supportAttachments';

/** "Another payment question" (payments/topics.ts): a payments request written on the support screen. */
const PAYMENTS_OTHER_TOPIC = 4;

/**
 * Support (docs/support-api.md): the topics, the player's requests with their unread answers, one
 * thread, a new request, a reply, closing, marking answers read, attachments. Signed-in players,
 * banned ones too (support is where a ban is appealed); `Cache-Control: no-store`.
 */
export function supportRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono();

  app.use('/support/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  const player = (c: Context) => {
    const found = requireSession(c, deps);
    if (!found) throw notSignedIn();
    return found.user;
  };
  const lang = (c: Context) => pickLang(c.req.query('lng') ?? c.req.header('x-language'));
  const idOf = (c: Context) => Number(c.req.param('id'));

  app.get('/support/topics', (c) => {
    player(c);
    return c.json({ topics: supportTopicViews(lang(c)) });
  });

  app.get('/support/unread', (c) => c.json({ unread: unreadTotal(db, player(c).id) }));

  app.get('/support/requests', (c) => c.json(supportListView(db, player(c).id, lang(c))));

  app.get('/support/requests/:id{[0-9]{1,9}}', (c) => {
    const user = player(c);
    return c.json(threadView(db, ownRequest(db, user.id, idOf(c)), lang(c)));
  });

  app.post('/support/requests', async (c) => {
    const user = player(c);
    const body = await readBody(c, NewRequestBody);
    const files = resolveAttachments(deps, user.id, body.attachments ?? []);
    const id = openRequest(
      db,
      user.id,
      { ...body, files, paymentTopicId: body.topic === 'payments' ? PAYMENTS_OTHER_TOPIC : null },
      clock.now(),
    );
    return c.json(threadView(db, ownRequest(db, user.id, id), lang(c)), 201);
  });

  app.post('/support/requests/:id{[0-9]{1,9}}/messages', async (c) => {
    const user = player(c);
    ownRequest(db, user.id, idOf(c));
    const body = await readBody(c, ReplyBody);
    const files = resolveAttachments(deps, user.id, body.attachments ?? []);
    playerWrites(db, user.id, idOf(c), body.text, files, clock.now());
    return c.json(threadView(db, ownRequest(db, user.id, idOf(c)), lang(c)), 201);
  });

  app.post('/support/requests/:id{[0-9]{1,9}}/close', (c) => {
    const user = player(c);
    ownRequest(db, user.id, idOf(c));
    closeRequest(db, idOf(c));
    return c.json(threadView(db, ownRequest(db, user.id, idOf(c)), lang(c)));
  });

  app.post('/support/requests/:id{[0-9]{1,9}}/read', (c) => {
    const user = player(c);
    ownRequest(db, user.id, idOf(c));
    return c.json({ unread: markRead(db, user.id, idOf(c), clock.now()) });
  });

  app.route('/', supportAttachmentRoutes(deps, player));
  return app;
}
