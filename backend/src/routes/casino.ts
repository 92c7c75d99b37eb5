import { Hono } from 'hono';
import { z } from 'zod';
import type { CasinoGameRow, CasinoProviderRow } from '../db/rows';
import type { AppDeps } from '../deps';
import { notFound } from '../errors';
import { CASINO_CATEGORIES } from '../seed/casino';
import { queryInt, readQuery } from '../validate';

/** Casino lobby: games (filterable) and providers. Names are not translated. */
const GamesQuery = z.object({
  category: z.enum(CASINO_CATEGORIES, { error: `must be one of ${CASINO_CATEGORIES.join(', ')}` }).optional(),
  /** Provider slug or numeric id. */
  provider: z.string().max(100).optional(),
  search: z.string().max(100).optional(),
  limit: queryInt(1, 100).optional(),
  lng: z.string().optional(),
});

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

export function casinoRoutes({ db }: AppDeps) {
  const app = new Hono();

  app.get('/casino/games', (c) => {
    const query = readQuery(c, GamesQuery);
    const provider = query.provider?.trim().toLowerCase();
    const search = query.search?.trim().toLowerCase();
    const rows = db.prepare(`${GAME_SELECT} ORDER BY g.sort, g.id`).all() as GameJoinRow[];
    // The catalogue is small; filtering in JS keeps category (JSON) and search simple.
    const games = rows
      .map(toGame)
      .filter((game, i) => {
        const row = rows[i]!;
        if (query.category && !game.categories.includes(query.category)) return false;
        if (provider && row.provider_slug !== provider && String(row.provider_id) !== provider) return false;
        if (search && !game.name.toLowerCase().includes(search)) return false;
        return true;
      })
      .slice(0, query.limit ?? 100);
    return c.json(games);
  });

  app.get('/casino/games/:route', (c) => {
    const row = db.prepare(`${GAME_SELECT} WHERE g.route = ?`).get(c.req.param('route')) as GameJoinRow | undefined;
    if (!row) throw notFound(`Unknown casino game: ${c.req.param('route')}`);
    return c.json(toGame(row));
  });

  app.get('/casino/providers', (c) => {
    const rows = db
      .prepare(
        `SELECT p.*, (SELECT COUNT(*) FROM casino_games g WHERE g.provider_id = p.id) AS games_count
         FROM casino_providers p ORDER BY p.name`,
      )
      .all() as (CasinoProviderRow & { games_count: number })[];
    return c.json(rows.map((p) => ({ id: p.id, slug: p.slug, name: p.name, gamesCount: p.games_count })));
  });

  return app;
}
