import { Hono } from 'hono';
import { z } from 'zod';
import { findCasinoGame, listCasinoGames, listProviders } from '../casino/casino';
import type { AppDeps } from '../deps';
import { notFound } from '../errors';
import { CASINO_CATEGORIES } from '../seed/casino';
import { queryInt, readQuery } from '../validate';

/** Casino lobby: games (filterable) and providers (casino/casino.ts). */
const GamesQuery = z.object({
  category: z.enum(CASINO_CATEGORIES, { error: `must be one of ${CASINO_CATEGORIES.join(', ')}` }).optional(),
  /** Provider slug or numeric id. */
  provider: z.string().max(100).optional(),
  search: z.string().max(100).optional(),
  limit: queryInt(1, 100).optional(),
  lng: z.string().optional(),
});

export function casinoRoutes({ db }: AppDeps) {
  const app = new Hono();

  app.get('/casino/games', (c) => {
    const query = readQuery(c, GamesQuery);
    return c.json(listCasinoGames(db, { ...query, limit: query.limit ?? 100 }));
  });

  app.get('/casino/games/:route', (c) => {
    const game = findCasinoGame(db, c.req.param('route'));
    if (!game) throw notFound(`Unknown casino game: ${c.req.param('route')}`);
    return c.json(game);
  });

  app.get('/casino/providers', (c) => c.json(listProviders(db)));

  return app;
}
