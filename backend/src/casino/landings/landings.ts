import type { Clock } from '../../clock';
import type { Db } from '../../db/handle';
import type { Lang } from '../../lang';
import { findPromotion } from '../../content/promotions';
import { loadCatalogue } from '../casino';
import { gameListItem } from '../view';
import { selectGames, type LandingRule } from './rule';

interface LandingRow {
  route: string;
  sort: number;
  title_ru: string;
  title_en: string;
  intro_ru: string;
  intro_en: string;
  hero: string;
  rule: string;
  games_limit: number;
  promotion_slug: string | null;
}

/** What the site draws a landing's hero from (its own SVG, as it draws the games' art). */
export interface LandingHero {
  motif: string;
  palette: [string, string, string];
}

/** The landings in their order: route and title (the "more selections" links). */
export function listLandings(db: Db, lang: Lang) {
  const rows = db.prepare('SELECT route, title_ru, title_en FROM casino_landings ORDER BY sort, route').all() as LandingRow[];
  return rows.map((row) => ({ route: row.route, title: row[`title_${lang}`] }));
}

/**
 * One landing in one language (docs/casino-landings-api.md): its texts and hero, its rule and the
 * games the rule selects from the catalogue now (the first `games_limit`, with the total), the
 * promotion it offers as the promotions API shows it, and the other landings. Undefined when no
 * landing has the route.
 */
export function landingView(db: Db, clock: Clock, route: string, lang: Lang) {
  const row = db.prepare('SELECT * FROM casino_landings WHERE route = ?').get(route) as LandingRow | undefined;
  if (!row) return undefined;
  const rule = JSON.parse(row.rule) as LandingRule;
  const games = selectGames(loadCatalogue(db), rule);
  return {
    route: row.route,
    title: row[`title_${lang}`],
    intro: row[`intro_${lang}`],
    hero: JSON.parse(row.hero) as LandingHero,
    rule,
    games: games.slice(0, row.games_limit).map((game) => gameListItem(game, lang)),
    total: games.length,
    // A promotion since removed leaves the landing without an offer rather than without a page.
    offer: (row.promotion_slug && findPromotion(db, clock, row.promotion_slug, lang)) || null,
    more: listLandings(db, lang).filter((other) => other.route !== row.route),
  };
}
