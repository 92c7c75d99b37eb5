import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { requireUserByLogin } from '../accounts/users';
import { mailOf, smsOf } from '../mail/outbox';

/**
 * The reference mail outbox and SMS gateway, read back (docs/mail-and-sms.md; backend port only):
 * a player's letters, and the codes sent to a phone.
 */
export function controlMailRoutes({ db }: AppDeps) {
  const app = new Hono();

  app.get('/mail/:login', (c) => c.json(mailOf(db, requireUserByLogin(db, c.req.param('login')).id)));

  // "+79990001122" (or the same digits without the plus).
  app.get('/sms/:phone', (c) => c.json(smsOf(db, `+${c.req.param('phone').replace(/\D/g, '')}`)));

  return app;
}
