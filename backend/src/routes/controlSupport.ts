import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { requireUserByLogin } from '../accounts/users';
import { pickLang } from '../lang';
import { AnswerBody } from '../support/body';
import { requestNotFound } from '../support/errors';
import { sendAnswerNotice } from '../support/notice';
import { findRequest } from '../support/store';
import { closeRequest, operatorAnswers } from '../support/threads';
import { controlView } from '../support/views';
import { readBody } from '../validate';

/**
 * The operator's side of support (backend port only; docs/support-api.md "Control"): a player's
 * requests with their threads, an answer (which also sends the player a notice letter, in the
 * call's language: `lng` query or X-Language), and closing.
 */
export function controlSupportRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono();

  app.get('/support/:login', (c) => c.json(controlView(db, requireUserByLogin(db, c.req.param('login')).id)));

  app.post('/support/:requestId{[0-9]{1,9}}/answer', async (c) => {
    const { text } = await readBody(c, AnswerBody);
    const request = operatorAnswers(db, Number(c.req.param('requestId')), text, clock.now());
    sendAnswerNotice(deps, request, text, pickLang(c.req.query('lng') ?? c.req.header('x-language')));
    return c.json(controlView(db, request.user_id).find((item) => item.requestId === request.id));
  });

  app.post('/support/:requestId{[0-9]{1,9}}/close', (c) => {
    const request = findRequest(db, Number(c.req.param('requestId')));
    if (!request) throw requestNotFound(c.req.param('requestId'));
    closeRequest(db, request.id);
    return c.json(controlView(db, request.user_id).find((item) => item.requestId === request.id));
  });

  return app;
}
