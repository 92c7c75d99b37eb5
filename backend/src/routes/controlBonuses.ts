import { Hono } from 'hono';
import { requireUserByLogin } from '../accounts/users';
import { bonusesOf } from '../bonuses/store';
import { sweepBonuses } from '../bonuses/sweep';
import { controlBonusView } from '../bonuses/view';
import { wageringOf } from '../bonuses/wagering';
import type { AppDeps } from '../deps';

/**
 * Control calls (backend port only, docs/bonuses-api.md "Control API"): a player's bonuses after a
 * sweep on the backend clock, `[{ bonusId, kind, amount, wagerRequired, wagered, status, deadline }]`,
 * oldest first, amounts in major units; and `POST /__control/bonuses/sweep` for every player.
 */
export function controlBonusRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono();

  app.post('/bonuses/sweep', (c) => c.json(sweepBonuses(db, clock.now())));

  app.get('/bonuses/:login', (c) => {
    const user = requireUserByLogin(db, c.req.param('login'));
    sweepBonuses(db, clock.now(), user.id);
    return c.json(wageringOf(db, bonusesOf(db, user.id)).map(controlBonusView));
  });

  return app;
}
