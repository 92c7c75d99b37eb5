import { Hono } from 'hono';
import { z } from 'zod';
import { requireUserByLogin } from '../accounts/users';
import type { AppDeps } from '../deps';
import { ideaNotFound } from '../ideas/errors';
import { ANSWER_STATUSES, IDEA_TEXT_MAX } from '../ideas/rules';
import { answerIdea, findIdea, ideasOf } from '../ideas/store';
import { ideaView } from '../ideas/view';
import { pickLang } from '../lang';
import { readBody } from '../validate';

/**
 * The operator's side of ideas (docs/ideas-api.md "Control API", backend port only): a player's
 * ideas, and the answer that moves an idea on. Names are in `lng` (English unless asked).
 */
const AnswerBody = z.strictObject({
  status: z.enum(ANSWER_STATUSES, { error: `must be one of ${ANSWER_STATUSES.join(', ')}` }),
  text: z.string().trim().min(1, 'must not be empty').max(IDEA_TEXT_MAX).optional(),
});

export function controlIdeaRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono();

  app.get('/ideas/:login', (c) => {
    const user = requireUserByLogin(db, c.req.param('login'));
    const lang = pickLang(c.req.query('lng') ?? 'en');
    return c.json({ login: user.login, items: ideasOf(db, user.id).map((row) => ideaView(row, lang)) });
  });

  app.post('/ideas/:ideaId/answer', async (c) => {
    const raw = c.req.param('ideaId');
    const id = /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isSafeInteger(id) || !findIdea(db, id)) throw ideaNotFound(raw);
    const body = await readBody(c, AnswerBody);
    answerIdea(db, id, body.status, body.text, clock.now());
    return c.json(ideaView(findIdea(db, id)!, pickLang(c.req.query('lng') ?? 'en')));
  });

  return app;
}
