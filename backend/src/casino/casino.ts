import type { Db } from '../db/handle';
import type { Localized } from '../lang';
import type { ArtSeed, CasinoTag, Volatility } from '../seed/casino';
import type { CasinoGameRow, CasinoProviderRow } from './rows';

/**
 * The catalogue as the rest of the backend reads it: one game with its studio, its names in both
 * languages and its parsed lists. The lobby's lists, the preview call and the search filter this
 * in memory (a few hundred games); the games engine finds a game here by id or route.
 */
export interface CasinoGame {
  id: number;
  name: Localized;
  route: string;
  oldRoute: string;
  providerId: number;
  providerSlug: string;
  providerName: Localized;
  /** Category route ids, the game's own first (`['slots', 'slots/multiways']`). */
  categories: string[];
  tags: CasinoTag[];
  /** The tag a tile shows: 0 none, 1 new, 2 popular, 3 jackpot, 4 exclusive. */
  tagId: number;
  /** Theoretical RTP, percent (96.12). */
  rtp: number;
  volatility: Volatility;
  demo: boolean;
  art: ArtSeed;
  popularity: number;
}

type GameJoinRow = CasinoGameRow & { provider_slug: string; provider_name_ru: string; provider_name_en: string };

const GAME_SELECT = `SELECT g.*, p.slug AS provider_slug, p.name_ru AS provider_name_ru, p.name_en AS provider_name_en
  FROM casino_games g JOIN casino_providers p ON p.id = g.provider_id`;

function toGame(row: GameJoinRow): CasinoGame {
  return {
    id: row.id,
    name: { ru: row.name_ru, en: row.name_en },
    route: row.route,
    oldRoute: row.old_route,
    providerId: row.provider_id,
    providerSlug: row.provider_slug,
    providerName: { ru: row.provider_name_ru, en: row.provider_name_en },
    categories: JSON.parse(row.categories) as string[],
    tags: JSON.parse(row.tags) as CasinoTag[],
    tagId: row.tag_id,
    rtp: row.rtp_bp / 100,
    volatility: row.volatility as Volatility,
    demo: row.demo === 1,
    art: JSON.parse(row.art) as ArtSeed,
    popularity: row.popularity,
  };
}

/** Every game, most popular first (then by id): the lobby's order. */
export function loadCatalogue(db: Db): CasinoGame[] {
  return (db.prepare(`${GAME_SELECT} ORDER BY g.popularity DESC, g.id`).all() as GameJoinRow[]).map(toGame);
}

/** One game by its route, or by its old route; undefined when neither names one. */
export function findCasinoGame(db: Db, route: string): CasinoGame | undefined {
  const row = db.prepare(`${GAME_SELECT} WHERE g.route = @route OR g.old_route = @route ORDER BY g.route = @route DESC LIMIT 1`).get({ route }) as
    | GameJoinRow
    | undefined;
  return row && toGame(row);
}

/** One game by its id, or undefined. */
export function findCasinoGameById(db: Db, id: number): CasinoGame | undefined {
  const row = db.prepare(`${GAME_SELECT} WHERE g.id = ?`).get(id) as GameJoinRow | undefined;
  return row && toGame(row);
}

export interface CasinoProvider {
  id: number;
  slug: string;
  name: Localized;
  gamesCount: number;
}

/** The studios with how many games each has, by id. */
export function loadProviders(db: Db): CasinoProvider[] {
  const rows = db
    .prepare(
      `SELECT p.*, (SELECT COUNT(*) FROM casino_games g WHERE g.provider_id = p.id) AS games_count
       FROM casino_providers p ORDER BY p.id`,
    )
    .all() as (CasinoProviderRow & { games_count: number })[];
  return rows.map((p) => ({ id: p.id, slug: p.slug, name: { ru: p.name_ru, en: p.name_en }, gamesCount: p.games_count }));
}
