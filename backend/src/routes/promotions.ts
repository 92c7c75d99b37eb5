import { Hono } from 'hono';
import { z } from 'zod';
import { findPromotion, listPromotions, promotionDetails } from '../content/promotions';
import type { AppDeps } from '../deps';
import { notFound } from '../errors';
import { pickLang } from '../lang';
import { readQuery } from '../validate';

const ListQuery = z.object({
  kind: z.enum(['sport', 'casino'], { error: 'must be "sport" or "casino"' }).optional(),
  lng: z.string().optional(),
});

/**
 * Promotions, all or of one kind (content/promotions.ts), and a promotion's page with its terms, games
 * and partners by id (bonus/{id}, bonus/casino/{id}) or by its CMS landing's slug (docs/promotions-api.md).
 * Public and the same for every visitor: the player's own state is GET /web-api/offers.
 */
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

  app.get('/promotion-pages/:id', (c) => {
    const raw = c.req.param('id');
    const page = /^\d{1,9}$/.test(raw) ? promotionDetails(db, clock, { id: Number(raw) }, pickLang(c.req.query('lng'))) : undefined;
    if (!page) throw notFound(`Unknown promotion: ${raw}`);
    return c.json(page);
  });

  app.get('/promotion-pages/cms/:slug', (c) => {
    const page = promotionDetails(db, clock, { cmsSlug: c.req.param('slug') }, pickLang(c.req.query('lng')));
    if (!page) throw notFound(`Unknown landing: ${c.req.param('slug')}`);
    return c.json(page);
  });

  return app;
}
