import { Hono } from 'hono';
import { requireUserByLogin } from '../accounts/users';
import { toMajor } from '../accounts/money';
import { computeEndedWeek, computePlayerWeeks, playerRows, weekRows } from '../cashback/compute';
import type { CashbackRow } from '../cashback/rows';
import { weekDate } from '../cashback/view';
import type { AppDeps } from '../deps';

/** One week as the control calls show it (docs/cashback-api.md "Control API"): major units. */
const controlView = (row: CashbackRow) => ({
  week: weekDate(row.week_start),
  level: row.level,
  loss: toMajor(Math.max(0, row.loss_minor)),
  amount: toMajor(row.amount_minor),
  status: row.status,
  programme: row.programme,
  currency: row.iso,
  id: row.id,
});

/** Control calls (backend port only): the weekly casino cashback. */
export function controlCashbackRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono();

  // The week that just ended, for everyone: what it computed (every row of that week, new or not).
  app.post('/cashback/run', (c) => {
    const weekStart = computeEndedWeek(db, clock.now());
    return c.json({ week: weekDate(weekStart), items: weekRows(db, weekStart).map((row) => ({ login: row.login, ...controlView(row) })) });
  });

  app.get('/cashback/:login', (c) => {
    const user = requireUserByLogin(db, c.req.param('login'));
    computePlayerWeeks(db, clock.now(), user.id);
    return c.json(playerRows(db, user.id).map(controlView));
  });

  return app;
}
