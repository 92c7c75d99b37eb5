import { Hono } from 'hono';
import { z } from 'zod';
import { findPromotion, listPromotions } from '../content/promotions';
import type { AppDeps } from '../deps';
import { notFound } from '../errors';
import { pickLang } from '../lang';
import { readQuery } from '../validate';

const ListQuery = z.object({
  kind: z.enum(['sport', 'casino'], { error: 'must be "sport" or "casino"' }).optional(),
  lng: z.string().optional(),
});

/** Promotions, all or of one kind (content/promotions.ts). */
export function promotionRoutes({ db, clock }: AppDeps) {
  const app = new Hono();

  app.get('/promotions', (c) => {
    const query = readQuery(c, ListQuery);
    return c.json(listPromotions(db, clock, query.kind, pickLang(query.lng)));
  });

  app.get('/promotions/:slug', (c) => {
    const promotion = findPromotion(db, clock, c.req.param('slug'), pickLang(c.req.query('lng')));
    if (!promotion) throw notFound(`Unknown promotion: ${c.req.param('slug')}`);
    return c.json(promotion);
  });

  return app;
}
