import { Hono } from 'hono';
import { z } from 'zod';
import { requireUserByLogin } from '../accounts/users';
import type { AppDeps } from '../deps';
import { notFound } from '../errors';
import { setOpeningPoints } from '../rewards/points';
import { rewardsScreen } from '../rewards/view';
import { readBody } from '../validate';

const OpeningBody = z.strictObject({ points: z.number().int().min(0).max(10_000_000) });

/**
 * Control calls (backend port only): a player's points (docs/rewards-api.md "Control API"), and his
 * opening points — the main account's stored `points`, what he brought from before the programme —
 * set so a test or demo can put him on a level without playing thousands of rounds.
 */
export function controlRewardRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono();

  app.get('/rewards/:login', (c) => {
    const user = requireUserByLogin(db, c.req.param('login'));
    return c.json({ login: user.login, ...rewardsScreen(db, user.id) });
  });

  app.post('/rewards/:login/opening', async (c) => {
    const user = requireUserByLogin(db, c.req.param('login'));
    const { points } = await readBody(c, OpeningBody);
    if (!setOpeningPoints(db, user.id, points)) throw notFound(`${user.login} has no main account`);
    return c.json({ login: user.login, ...rewardsScreen(db, user.id) });
  });

  return app;
}
