import { Hono, type Context } from 'hono';
import type { UserRow } from '../accounts/rows';
import { requireSession } from '../auth/requireSession';
import type { AppDeps } from '../deps';
import { categoryViews } from '../ideas/categories';
import { notSignedIn } from '../ideas/errors';
import { IdeaBodySchema, postIdea } from '../ideas/post';
import { ideasOf } from '../ideas/store';
import { ideaView } from '../ideas/view';
import { pickLang, type Lang } from '../lang';
import { readBody } from '../validate';

/**
 * Players' ideas and the operator's answers (docs/ideas-api.md): the categories, the player's ideas
 * and posting one. Every call needs a signed-in player no ban refuses the office to (403 `banned`,
 * as every office call: auth/rights.ts `move`). Answers are `Cache-Control: no-store`.
 */
export function ideaRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono();

  app.use('/ideas', noStore);
  app.use('/ideas/*', noStore);

  const player = (c: Context): UserRow => {
    const found = requireSession(c, deps, { money: 'move' });
    if (!found) throw notSignedIn();
    return found.user;
  };
  const langOf = (c: Context): Lang => pickLang(c.req.header('x-language') ?? c.req.query('lng'));

  app.get('/ideas/categories', (c) => {
    player(c);
    return c.json({ categories: categoryViews(langOf(c)) });
  });

  app.get('/ideas', (c) => {
    const user = player(c);
    const lang = langOf(c);
    return c.json({ items: ideasOf(db, user.id).map((row) => ideaView(row, lang)) });
  });

  app.post('/ideas', async (c) => {
    const user = player(c);
    const body = await readBody(c, IdeaBodySchema);
    return c.json(postIdea(db, user.id, body, clock.now(), langOf(c)), 201);
  });

  return app;
}

async function noStore(c: Context, next: () => Promise<void>) {
  await next();
  c.header('Cache-Control', 'no-store');
}
