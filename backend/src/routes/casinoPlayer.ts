import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { requireSession } from '../auth/requireSession';
import { findCasinoGameById, loadCatalogue, type CasinoGame } from '../casino/casino';
import { FAVORITES_MAX, addFavorite, clearFavorites, favoriteIds, removeFavorite } from '../casino/favorites';
import { RECENT_KEEP, recentGames } from '../casino/recent';
import { gameListItem } from '../casino/view';
import type { AppDeps } from '../deps';
import { ApiError, notFound } from '../errors';
import { pickLang } from '../lang';
import { parseWith, queryInt, readQuery } from '../validate';

const GameParam = z.object({ gameId: queryInt(1, 2 ** 31 - 1) });
const RecentQuery = z.object({ limit: queryInt(1, RECENT_KEEP).optional(), lng: z.string().optional() });

/**
 * The player's casino lists (docs/casino-api.md "Favourites", "Recently played"): signed in only
 * (the `ua` cookie or the bearer user_token), stored on the backend so every browser shows the
 * same. Changes go through the request guard like every /web-api call.
 */
export function casinoPlayerRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono();

  app.use('/casino/favorites', noStore);
  app.use('/casino/favorites/*', noStore);
  app.use('/casino/recent', noStore);

  const player = (c: Context) => {
    const found = requireSession(c, deps);
    if (!found) throw new ApiError(401, 'Not signed in', { extra: { error: 'unauthorized' } });
    return found.user;
  };
  const gameIdOf = (c: Context) => parseWith(GameParam, { gameId: c.req.param('gameId') }, 'path').gameId;

  app.get('/casino/favorites', (c) => {
    const user = player(c);
    const lang = pickLang(c.req.query('lng'));
    return c.json({ items: inOrder(loadCatalogue(db), favoriteIds(db, user.id)).map((game) => gameListItem(game, lang)) });
  });

  app.put('/casino/favorites/:gameId', (c) => {
    const user = player(c);
    const gameId = gameIdOf(c);
    if (!findCasinoGameById(db, gameId)) throw notFound(`Unknown casino game: ${gameId}`);
    if (addFavorite(db, user.id, gameId, clock.now()) === 'full') {
      throw new ApiError(409, `At most ${FAVORITES_MAX} favourite games`, { code: 'favorites_full', meta: { max: FAVORITES_MAX } });
    }
    return c.json({ gameId, favorite: true });
  });

  app.delete('/casino/favorites/:gameId', (c) => {
    const user = player(c);
    const gameId = gameIdOf(c);
    removeFavorite(db, user.id, gameId);
    return c.json({ gameId, favorite: false });
  });

  app.delete('/casino/favorites', (c) => c.json({ removed: clearFavorites(db, player(c).id) }));

  app.get('/casino/recent', (c) => {
    const user = player(c);
    const query = readQuery(c, RecentQuery);
    const lang = pickLang(query.lng);
    const byId = new Map(loadCatalogue(db).map((game) => [game.id, game]));
    const items = recentGames(db, user.id, query.limit ?? 20).flatMap(({ gameId, playedAt }) => {
      const game = byId.get(gameId);
      return game ? [{ ...gameListItem(game, lang), playedAt: new Date(playedAt).toISOString() }] : [];
    });
    return c.json({ items });
  });

  return app;
}

async function noStore(c: Context, next: () => Promise<void>) {
  await next();
  c.header('Cache-Control', 'no-store');
}

/** The games of `ids`, in the order of `ids`. */
function inOrder(games: readonly CasinoGame[], ids: readonly number[]): CasinoGame[] {
  const byId = new Map(games.map((game) => [game.id, game]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
