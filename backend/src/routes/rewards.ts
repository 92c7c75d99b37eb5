import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { UserRow } from '../accounts/rows';
import { requireSession } from '../auth/requireSession';
import type { MoneyUse } from '../auth/rights';
import type { AppDeps } from '../deps';
import { pickLang, type Lang } from '../lang';
import { idempotencyKeyRequired, notSignedIn } from '../rewards/errors';
import { buyItem } from '../rewards/shop';
import { purchaseView, rewardsScreen, rewardTerms } from '../rewards/view';
import { readQuery } from '../validate';

const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** The currencies the points programme has rates for (rewards/terms.ts). */
const TermsQuery = z.object({ currency: z.enum(['RUB', 'USD', 'EUR', 'KZT']).default('RUB'), lng: z.string().optional() });

/**
 * Points, levels and the rewards shop (docs/rewards-api.md): the public terms, the player's points
 * and buying an item with an Idempotency-Key. Player calls need a session whose ban allows them
 * (reading: `read`; buying moves money: `move`). Answers are `Cache-Control: no-store`, but the public
 * terms, which every visitor shares.
 */
export function rewardRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono();

  app.use('/rewards', noStore);
  app.use('/rewards/shop/*', noStore);

  const player = (c: Context, money: MoneyUse): UserRow => {
    const found = requireSession(c, deps, { money });
    if (!found) throw notSignedIn();
    return found.user;
  };
  const langOf = (c: Context): Lang => pickLang(c.req.header('x-language') ?? c.req.query('lng'));

  app.get('/rewards/terms', (c) => {
    const { currency } = readQuery(c, TermsQuery);
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(rewardTerms(currency));
  });

  app.get('/rewards', (c) => {
    const user = player(c, 'read');
    return c.json(rewardsScreen(db, user.id));
  });

  app.post('/rewards/shop/:itemId', (c) => {
    const user = player(c, 'move');
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (!key || key.length > 100) throw idempotencyKeyRequired();
    const bought = buyItem(db, clock.now(), { userId: user.id, itemId: c.req.param('itemId'), key, lang: langOf(c) });
    if (bought.replayed) c.header('Idempotency-Replayed', 'true');
    return c.json({ purchase: purchaseView(bought.purchase), ...rewardsScreen(db, user.id) }, bought.replayed ? 200 : 201);
  });

  return app;
}

async function noStore(c: Context, next: () => Promise<void>) {
  await next();
  c.header('Cache-Control', 'no-store');
}
