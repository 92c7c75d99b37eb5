import type { Clock } from '../clock';
import type { Db } from '../db/handle';
import type { Lang } from '../lang';
import type { PromotionRow } from './rows';

const DAY_MS = 24 * 60 * 60 * 1000;

export type PromotionKind = PromotionRow['kind'];

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

/** Promotions in their order, all or only one kind. */
export function listPromotions(db: Db, clock: Clock, kind: PromotionKind | undefined, lang: Lang) {
  const rows = db
    .prepare('SELECT * FROM promotions WHERE (@kind IS NULL OR kind = @kind) ORDER BY sort, id')
    .all({ kind: kind ?? null }) as PromotionRow[];
  return rows.map((row) => toPromotion(row, lang, clock));
}

/** One promotion by its slug, or undefined. */
export function findPromotion(db: Db, clock: Clock, slug: string, lang: Lang) {
  const row = db.prepare('SELECT * FROM promotions WHERE slug = ?').get(slug) as PromotionRow | undefined;
  return row && toPromotion(row, lang, clock);
}
