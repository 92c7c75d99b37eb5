import { Hono, type Context } from 'hono';
import { notSignedIn } from '../auth/authErrors';
import { requireSession, type RequestUser } from '../auth/requireSession';
import type { AppDeps } from '../deps';
import { pickLang } from '../lang';
import { securityOverview } from '../security/overview';
import { changePassword, PasswordChangeSchema } from '../security/passwordChange';
import { confirmBinding, PhoneCodeRequestSchema, PhoneConfirmSchema, PhoneUnbindSchema, sendBindingCode, unbindPhone } from '../security/phoneBinding';
import { QuestionRemoveSchema, QuestionSetSchema, removeQuestion, setQuestion } from '../security/question';
import { questionsIn } from '../security/questions';
import { listSessions, revokeOtherSession, revokeOtherSessions } from '../security/sessionsList';
import { readBody } from '../validate';

/**
 * Security of the account (office/security, docs/security-api.md): the protection level and what is
 * set, the password change, the sessions, the phone binding and the security question. Every call
 * needs the player's session and answers `Cache-Control: no-store`.
 */
export function securityRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono();

  app.use('/security/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  app.use('/security', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  const signedIn = (c: Context): RequestUser => {
    const found = requireSession(c, deps);
    if (!found) throw notSignedIn();
    return found;
  };
  const langOf = (c: Context) => pickLang(c.req.header('x-language') ?? c.req.query('lng'));
  // What the page shows after a change: the same as GET /security, read again.
  const overviewOf = (c: Context) => securityOverview(db, signedIn(c).user);

  app.get('/security', (c) => c.json(overviewOf(c)));

  app.get('/security/questions', (c) => {
    signedIn(c);
    return c.json({ questions: questionsIn(langOf(c)) });
  });

  app.post('/security/password', async (c) => {
    const { user, session } = signedIn(c);
    const body = await readBody(c, PasswordChangeSchema);
    const result = await changePassword(c, deps, user, session, body, langOf(c));
    return c.json({ ...result, ...overviewOf(c) });
  });

  app.get('/security/sessions', (c) => c.json({ sessions: listSessions(db, clock, signedIn(c).session) }));

  app.post('/security/sessions/sign-out-others', (c) => {
    const ended = revokeOtherSessions(db, clock, signedIn(c).session);
    return c.json({ signed_out_sessions: ended });
  });

  app.delete('/security/sessions/:id{[0-9a-f]{24}}', (c) => {
    revokeOtherSession(db, clock, signedIn(c).session, c.req.param('id'));
    return c.json({ ok: true });
  });

  app.post('/security/phone/code', async (c) => {
    const { user } = signedIn(c);
    const body = await readBody(c, PhoneCodeRequestSchema);
    return c.json(sendBindingCode(deps, user, body));
  });

  app.post('/security/phone/confirm', async (c) => {
    const { user } = signedIn(c);
    const { code } = await readBody(c, PhoneConfirmSchema);
    await confirmBinding(c, deps, user, code);
    return c.json(overviewOf(c));
  });

  app.post('/security/phone/unbind', async (c) => {
    const { user } = signedIn(c);
    const { password } = await readBody(c, PhoneUnbindSchema);
    await unbindPhone(c, deps, user, password);
    return c.json(overviewOf(c));
  });

  app.post('/security/question', async (c) => {
    const { user } = signedIn(c);
    const body = await readBody(c, QuestionSetSchema);
    await setQuestion(c, deps, user, body);
    return c.json(overviewOf(c));
  });

  app.post('/security/question/remove', async (c) => {
    const { user } = signedIn(c);
    const { password } = await readBody(c, QuestionRemoveSchema);
    await removeQuestion(c, deps, user, password);
    return c.json(overviewOf(c));
  });

  return app;
}
