import { Hono } from 'hono';
import { z } from 'zod';
import type { Clock } from '../clock';
import type { PromotionRow } from '../db/rows';
import type { AppDeps } from '../deps';
import { notFound } from '../errors';
import { pickLang, type Lang } from '../lang';
import { readQuery } from '../validate';

const DAY_MS = 24 * 60 * 60 * 1000;

const ListQuery = z.object({
  kind: z.enum(['sport', 'casino'], { error: 'must be "sport" or "casino"' }).optional(),
  lng: z.string().optional(),
});

/** End dates are "N days from today" (end of day UTC) so promotions never lapse in a demo. */
function toPromotion(row: PromotionRow, lang: Lang, clock: Clock) {
  const endOfToday = Math.ceil(clock.now() / DAY_MS) * DAY_MS - 1000;
  return {
    id: row.id,
    slug: row.slug,
    title: row[`title_${lang}`],
    summary: row[`summary_${lang}`],
    body: JSON.parse(row[`body_${lang}`]) as string[],
    accent: row.accent,
    endsAt: row.ends_in_days === null ? null : new Date(endOfToday + row.ends_in_days * DAY_MS).toISOString(),
    kind: row.kind,
  };
}

export function promotionRoutes({ db, clock }: AppDeps) {
  const app = new Hono();

  app.get('/promotions', (c) => {
    const query = readQuery(c, ListQuery);
    const rows = db
      .prepare('SELECT * FROM promotions WHERE (@kind IS NULL OR kind = @kind) ORDER BY sort, id')
      .all({ kind: query.kind ?? null }) as PromotionRow[];
    return c.json(rows.map((row) => toPromotion(row, pickLang(query.lng), clock)));
  });

  app.get('/promotions/:slug', (c) => {
    const row = db.prepare('SELECT * FROM promotions WHERE slug = ?').get(c.req.param('slug')) as PromotionRow | undefined;
    if (!row) throw notFound(`Unknown promotion: ${c.req.param('slug')}`);
    return c.json(toPromotion(row, pickLang(c.req.query('lng')), clock));
  });

  return app;
}
