import { Hono } from 'hono';
import { requireUserByLogin } from '../accounts/users';
import type { AppDeps } from '../deps';
import { pickLang } from '../lang';
import { offersOf } from '../promoCodes/offers';
import { redemptionHistory } from '../promoCodes/redeem';

/**
 * Control calls (backend port only, docs/promotions-api.md "Control API"): a player's redeemed promo
 * codes and the offers he joined, as the office shows them (names in `lng`, English unless asked).
 */
export function controlPromoCodeRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono();

  app.get('/promo-codes/:login', (c) => {
    const user = requireUserByLogin(db, c.req.param('login'));
    return c.json({ login: user.login, items: redemptionHistory(db, user.id, pickLang(c.req.query('lng') ?? 'en')) });
  });

  app.get('/offers/:login', (c) => {
    const user = requireUserByLogin(db, c.req.param('login'));
    return c.json({ login: user.login, items: offersOf(db, user.id, clock.now(), pickLang(c.req.query('lng') ?? 'en')) });
  });

  return app;
}
