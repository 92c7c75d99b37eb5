import type { Db } from '../db/open';
import type { CasinoCategory } from '../seed/casino';
import type { CasinoGameRow, CasinoProviderRow } from './rows';

/** Casino lobby: games (filterable) and providers, in the API's shape. Names are not translated. */
export interface CasinoGameFilter {
  category?: CasinoCategory;
  /** Provider slug or numeric id. */
  provider?: string;
  search?: string;
  limit: number;
}

type GameJoinRow = CasinoGameRow & { provider_name: string; provider_slug: string };

function toGame(row: GameJoinRow) {
  return {
    id: row.id,
    name: row.name,
    route: row.route,
    providerId: row.provider_id,
    providerName: row.provider_name,
    categories: JSON.parse(row.categories) as string[],
    accent: row.accent,
    isNew: row.is_new === 1,
    isHot: row.is_hot === 1,
  };
}

const GAME_SELECT = `SELECT g.*, p.name AS provider_name, p.slug AS provider_slug
  FROM casino_games g JOIN casino_providers p ON p.id = g.provider_id`;

export function listCasinoGames(db: Db, filter: CasinoGameFilter) {
  const provider = filter.provider?.trim().toLowerCase();
  const search = filter.search?.trim().toLowerCase();
  const rows = db.prepare(`${GAME_SELECT} ORDER BY g.sort, g.id`).all() as GameJoinRow[];
  // The catalogue is small; filtering in JS keeps category (JSON) and search simple.
  return rows
    .map(toGame)
    .filter((game, i) => {
      const row = rows[i]!;
      if (filter.category && !game.categories.includes(filter.category)) return false;
      if (provider && row.provider_slug !== provider && String(row.provider_id) !== provider) return false;
      if (search && !game.name.toLowerCase().includes(search)) return false;
      return true;
    })
    .slice(0, filter.limit);
}

/** One game by its route, or undefined. */
export function findCasinoGame(db: Db, route: string) {
  const row = db.prepare(`${GAME_SELECT} WHERE g.route = ?`).get(route) as GameJoinRow | undefined;
  return row && toGame(row);
}

export function listProviders(db: Db) {
  const rows = db
    .prepare(
      `SELECT p.*, (SELECT COUNT(*) FROM casino_games g WHERE g.provider_id = p.id) AS games_count
       FROM casino_providers p ORDER BY p.name`,
    )
    .all() as (CasinoProviderRow & { games_count: number })[];
  return rows.map((p) => ({ id: p.id, slug: p.slug, name: p.name, gamesCount: p.games_count }));
}
