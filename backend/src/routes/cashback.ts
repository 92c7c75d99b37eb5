import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { UserRow } from '../accounts/rows';
import { requireSession } from '../auth/requireSession';
import type { MoneyUse } from '../auth/rights';
import { claimCashback } from '../cashback/claim';
import { cashbackNotFound, notSignedIn } from '../cashback/errors';
import { cashbackScreen, cashbackView } from '../cashback/view';
import type { AppDeps } from '../deps';
import { pickLang } from '../lang';
import { readQuery } from '../validate';

const ScreenQuery = z.object({ programme: z.enum(['vip', 'premium']).default('vip'), lng: z.string().optional() });

/**
 * The weekly casino cashback (docs/cashback-api.md): the player's programme page (this week so far,
 * weeks to claim, history; reading computes his ended weeks first) and claiming a week into the main
 * balance. Reading needs a session whose ban allows money reads, claiming one that allows moving money.
 * Answers are `Cache-Control: no-store`.
 */
export function cashbackRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono();

  app.use('/cashback', noStore);
  app.use('/cashback/*', noStore);

  const player = (c: Context, money: MoneyUse): UserRow => {
    const found = requireSession(c, deps, { money });
    if (!found) throw notSignedIn();
    return found.user;
  };

  app.get('/cashback', (c) => {
    const user = player(c, 'read');
    const { programme } = readQuery(c, ScreenQuery);
    return c.json(cashbackScreen(db, clock.now(), user.id, programme));
  });

  app.post('/cashback/:id/claim', (c) => {
    const user = player(c, 'move');
    const raw = c.req.param('id');
    const id = /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isSafeInteger(id)) throw cashbackNotFound(raw);
    const lang = pickLang(c.req.header('x-language') ?? c.req.query('lng'));
    return c.json(cashbackView(claimCashback(db, clock.now(), { userId: user.id, id, lang })));
  });

  return app;
}

async function noStore(c: Context, next: () => Promise<void>) {
  await next();
  c.header('Cache-Control', 'no-store');
}
