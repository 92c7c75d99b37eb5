import type { Clock } from '../clock';
import type { Db } from '../db/handle';
import type { Lang } from '../lang';
import type { PromotionGames, PromotionOffer, PromotionTermsData, SeedPartner } from '../seed/promotions';
import type { PromotionRow, PromotionTermsRow } from './rows';

const DAY_MS = 24 * 60 * 60 * 1000;

export type PromotionKind = PromotionRow['kind'];
export type { PromotionOffer, PromotionTermsData };

/** When a promotion ends, epoch ms: "N days from today" (end of day UTC) so promotions never lapse in a demo. */
export function promotionEndsAt(row: Pick<PromotionRow, 'ends_in_days'>, now: number): number | null {
  const endOfToday = Math.ceil(now / DAY_MS) * DAY_MS - 1000;
  return row.ends_in_days === null ? null : endOfToday + row.ends_in_days * DAY_MS;
}

type Joined = PromotionRow & Partial<Omit<PromotionTermsRow, 'promotion_id'>>;

/** The public shape: texts in one language, and (docs/promotions-api.md) its offer and terms when it has them. */
function toPromotion(row: Joined, lang: Lang, clock: Clock) {
  const endsAt = promotionEndsAt(row, clock.now());
  return {
    id: row.id,
    slug: row.slug,
    title: row[`title_${lang}`],
    summary: row[`summary_${lang}`],
    body: JSON.parse(row[`body_${lang}`]) as string[],
    accent: row.accent,
    endsAt: endsAt === null ? null : new Date(endsAt).toISOString(),
    kind: row.kind,
    offer: row.offer ? (JSON.parse(row.offer) as PromotionOffer) : null,
    terms: row.terms ? (JSON.parse(row.terms) as PromotionTermsData) : null,
  };
}
export type PromotionView = ReturnType<typeof toPromotion>;

const SELECT = 'SELECT p.*, t.cms_slug, t.terms, t.games, t.partners, t.offer FROM promotions p LEFT JOIN promotion_terms t ON t.promotion_id = p.id';

/** Promotions in their order, all or only one kind. */
export function listPromotions(db: Db, clock: Clock, kind: PromotionKind | undefined, lang: Lang) {
  const rows = db.prepare(`${SELECT} WHERE (@kind IS NULL OR p.kind = @kind) ORDER BY p.sort, p.id`).all({ kind: kind ?? null }) as Joined[];
  return rows.map((row) => toPromotion(row, lang, clock));
}

/** One promotion by its slug, or undefined. */
export function findPromotion(db: Db, clock: Clock, slug: string, lang: Lang) {
  const row = db.prepare(`${SELECT} WHERE p.slug = ?`).get(slug) as Joined | undefined;
  return row && toPromotion(row, lang, clock);
}

/** The row of one promotion by its id with its terms' row, or undefined (the offers' join reads it). */
export function promotionRowById(db: Db, id: number): Joined | undefined {
  return db.prepare(`${SELECT} WHERE p.id = ?`).get(id) as Joined | undefined;
}

/** A game the promotion applies to, as the lobby links it. */
interface PromotionGame {
  id: number;
  name: string;
  route: string;
  categories: string[];
  provider: string;
}

/**
 * A promotion's page (bonus/{id}, bonus/casino/{id}, cms/{slug}): the public shape plus its games
 * (the casino's most popular games of its categories, or the sports of the line) and partners (the
 * studios of those games, or the seeded sports partners). By id or by CMS slug; undefined if none.
 */
export function promotionDetails(db: Db, clock: Clock, by: { id: number } | { cmsSlug: string }, lang: Lang) {
  const row = (
    'id' in by ? db.prepare(`${SELECT} WHERE p.id = ?`).get(by.id) : db.prepare(`${SELECT} WHERE t.cms_slug = ?`).get(by.cmsSlug)
  ) as Joined | undefined;
  if (!row) return undefined;
  const games = row.games ? (JSON.parse(row.games) as PromotionGames) : null;
  const casinoGames = games && 'casino' in games ? casinoGamesOf(db, games.casino, lang) : [];
  const sports =
    games && 'sport' in games
      ? (db.prepare(`SELECT id, slug, name_${lang} AS name FROM sports ORDER BY popularity, id`).all() as { id: number; slug: string; name: string }[])
      : [];
  const seededPartners = row.partners ? (JSON.parse(row.partners) as SeedPartner[]) : [];
  const studios = [...new Map(casinoGames.map((game) => [game.provider, game])).values()].map((game) => ({
    name: game.provider,
    role: lang === 'ru' ? 'Студия игр акции' : 'Studio of the promotion’s games',
  }));
  return {
    ...toPromotion(row, lang, clock),
    cmsSlug: row.cms_slug ?? null,
    games: { casino: casinoGames, sports },
    partners: [...seededPartners.map((partner) => ({ name: partner.name, role: partner.role[lang] })), ...studios],
  };
}

function casinoGamesOf(db: Db, selector: { categories: readonly string[]; limit: number }, lang: Lang): PromotionGame[] {
  const rows = db
    .prepare(
      `SELECT g.id, g.name_${lang} AS name, g.route, g.categories, pr.name_${lang} AS provider
         FROM casino_games g JOIN casino_providers pr ON pr.id = g.provider_id
        WHERE EXISTS (SELECT 1 FROM json_each(g.categories) c WHERE c.value IN (SELECT value FROM json_each(?)))
        ORDER BY g.popularity DESC, g.id LIMIT ?`,
    )
    .all(JSON.stringify(selector.categories), selector.limit) as (Omit<PromotionGame, 'categories'> & { categories: string })[];
  return rows.map((row) => ({ ...row, categories: JSON.parse(row.categories) as string[] }));
}
