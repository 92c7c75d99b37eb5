import { Hono } from 'hono';
import { findUserByLogin } from '../accounts/users';
import type { AppDeps } from '../deps';
import { notFound } from '../errors';
import { controlLimitsView } from '../limits/control';

/**
 * GET /__control/limits/{login} (docs/limits-api.md "Control API"): the player's limits as the backend
 * holds them — pending and ended ones included — with the usage of each money limit and the session
 * limit's time today, on the backend clock (POST /__control/clock moves it). Unknown login: 404.
 */
export function controlLimitRoutes({ db, clock }: AppDeps) {
  const app = new Hono();

  app.get('/limits/:login', (c) => {
    const user = findUserByLogin(db, c.req.param('login'));
    if (!user) throw notFound(`Unknown login: ${c.req.param('login')}`);
    return c.json(controlLimitsView(db, user, Math.floor(clock.now() / 1000)));
  });

  return app;
}
