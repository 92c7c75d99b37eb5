import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { UserRow } from '../accounts/rows';
import { requireSession } from '../auth/requireSession';
import { bonusClosed, bonusNotFound, notSignedIn } from '../bonuses/errors';
import { bonusesOf, findBonus } from '../bonuses/store';
import { declineBonus, sweepBonuses } from '../bonuses/sweep';
import { bonusView, firstDepositOfferView, wageringPageView } from '../bonuses/view';
import { wageringOf } from '../bonuses/wagering';
import type { AppDeps } from '../deps';
import { pickLang, type Lang } from '../lang';
import { queryInt, readQuery } from '../validate';

const WageringQuery = z.object({ page: queryInt(1, 100_000).optional(), lng: z.string().optional() });

/**
 * Bonuses, their wagering and the first-deposit terms (docs/bonuses-api.md). Every read sweeps the
 * player's bonuses first (a wagered one is released, one past its deadline forfeited), so what the
 * player sees is where the bonus stands on the backend clock. Reading and declining need a
 * signed-in player a ban still lets read his money (`read`): giving a bonus up always works.
 * Answers are `Cache-Control: no-store`.
 */
export function bonusRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono();

  app.use('/bonuses', noStore);
  app.use('/bonuses/*', noStore);

  const player = (c: Context): UserRow => {
    const found = requireSession(c, deps, { money: 'read' });
    if (!found) throw notSignedIn();
    return found.user;
  };
  const langOf = (c: Context): Lang => pickLang(c.req.header('x-language') ?? c.req.query('lng'));
  const bonusIdOf = (c: Context, userId: number): number => {
    const raw = c.req.param('bonusId') ?? '';
    const id = /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isSafeInteger(id) || !findBonus(db, userId, id)) throw bonusNotFound(raw);
    return id;
  };

  app.get('/bonuses', (c) => {
    const user = player(c);
    const now = clock.now();
    sweepBonuses(db, now, user.id);
    const items = wageringOf(db, bonusesOf(db, user.id)).reverse();
    return c.json({ asOf: new Date(now).toISOString(), offer: firstDepositOfferView(db, user), items: items.map((wagering) => bonusView(db, wagering)) });
  });

  app.get('/bonuses/:bonusId/wagering', (c) => {
    const user = player(c);
    const id = bonusIdOf(c, user.id);
    const query = readQuery(c, WageringQuery);
    sweepBonuses(db, clock.now(), user.id);
    const wagering = wageringOf(db, bonusesOf(db, user.id)).find((item) => item.bonus.id === id)!;
    return c.json(wageringPageView(wagering, query.page ?? 1, langOf(c)));
  });

  app.post('/bonuses/:bonusId/decline', (c) => {
    const user = player(c);
    const id = bonusIdOf(c, user.id);
    const bonus = declineBonus(db, clock.now(), user.id, id);
    if (!bonus) throw bonusNotFound(String(id));
    if (bonus.status !== 'declined') throw bonusClosed(bonus.status);
    const wagering = wageringOf(db, bonusesOf(db, user.id)).find((item) => item.bonus.id === id)!;
    return c.json(bonusView(db, wagering));
  });

  return app;
}

async function noStore(c: Context, next: () => Promise<void>) {
  await next();
  c.header('Cache-Control', 'no-store');
}
