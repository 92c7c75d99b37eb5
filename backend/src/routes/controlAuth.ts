import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { notFound } from '../errors';
import { findUserByLogin } from '../accounts/users';
import { readBody } from '../validate';
import { captchaAnswer } from '../auth/captcha';
import { phoneInboxOf } from '../auth/inbox';
import { signGoogleCredential } from '../auth/googleOneTap';
import { issueLoginToken } from '../auth/loginToken';
import { pickLang } from '../lang';
import { sendNewsletter } from '../accountLinks/newsletter';

/**
 * Control calls for the auth flows (tests and demos; backend port only): a captcha's answer, the
 * codes sent to a phone that has no account yet, a Google One Tap credential, a login link, a newsletter.
 */
export function controlAuthRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono();

  app.get('/captcha/:captchaId', (c) => {
    const answer = captchaAnswer(deps, c.req.param('captchaId'));
    if (answer === null) throw notFound(`Unknown captcha: ${c.req.param('captchaId')}`);
    return c.json({ answer });
  });

  // "+79990001122" (or the same digits without the plus).
  app.get('/phone-inbox/:phone', (c) => {
    const phone = `+${c.req.param('phone').replace(/\D/g, '')}`;
    return c.json({ codes: phoneInboxOf(db, phone) });
  });

  app.post('/google-credential', async (c) => {
    const body = await readBody(
      c,
      z.strictObject({
        sub: z.string().min(1).max(100).default('google-demo-1'),
        email: z.email().nullable().default('alex.demo@gmail.example'),
        name: z.string().min(1).max(100).default('Alex Demo'),
      }),
    );
    return c.json({ credential: signGoogleCredential(deps, body) });
  });

  app.post('/login-token', async (c) => {
    const { login } = await readBody(c, z.strictObject({ login: z.string().min(1) }));
    const user = findUserByLogin(db, login);
    if (!user) throw notFound(`Unknown login: ${login}`);
    return c.json(issueLoginToken(deps, user.id));
  });

  // A newsletter to every subscribed player with an e-mail, each with his own unsubscribe link
  // (docs/account-links-api.md); the footer in the request's language.
  app.post('/newsletter', async (c) => {
    const body = await readBody(c, z.strictObject({ subject: z.string().trim().min(1).max(200), text: z.string().trim().min(1).max(10_000) }));
    const sent = sendNewsletter(deps, pickLang(c.req.header('x-language') ?? c.req.query('lng')), body);
    return c.json({ sent });
  });

  return app;
}
