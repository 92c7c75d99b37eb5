import { Hono } from 'hono';
import { requireUserByLogin } from '../accounts/users';
import type { AppDeps } from '../deps';
import { controlView } from '../referrals/view';

/**
 * Control calls (backend port only) of the referral programme (docs/referrals-api.md "Control API"):
 * `GET /__control/referrals/{login}` → `[{ friendLogin, status, reward }]`, newest friend first.
 */
export function controlReferralRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono();

  app.get('/referrals/:login', (c) => {
    const user = requireUserByLogin(db, c.req.param('login'));
    return c.json(controlView(db, user.id));
  });

  return app;
}
