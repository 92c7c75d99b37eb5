import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { requireUserByLogin } from '../accounts/users';
import { controlTotp } from '../twoFactor/control';

/** Control calls (backend port only): two-step sign-in with an authenticator app (TOTP, RFC 6238) and its recovery codes. */
export function controlTwoFactorRoutes(deps: AppDeps) {
  const app = new Hono();

  // `{ enabled, code }` exactly: the acceptance checks' contract (docs/two-factor-api.md).
  app.get('/totp/:login', (c) => {
    const user = requireUserByLogin(deps.db, c.req.param('login'));
    return c.json(controlTotp(deps.db, deps.secret, user.id, deps.clock.now()));
  });

  return app;
}
