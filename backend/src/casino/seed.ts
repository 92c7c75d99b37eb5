import { flag, json } from '../db/columns';
import type { Db } from '../db/open';
import { CASINO_GAMES, PROVIDERS, routeFromName } from '../seed/casino';

/**
 * Inserts the seed casino providers and games into empty tables.
 * Callers wrap it in a transaction (db/seed.ts).
 */
export function seedCasino(db: Db): void {
  const insertProvider = db.prepare('INSERT INTO casino_providers (id, slug, name) VALUES (@id, @slug, @name)');
  for (const provider of PROVIDERS) insertProvider.run(provider);
  const insertCasinoGame = db.prepare(`INSERT INTO casino_games
      (id, name, route, provider_id, categories, accent, is_new, is_hot, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  CASINO_GAMES.forEach((game, index) =>
    insertCasinoGame.run(
      3001 + index, game.name, routeFromName(game.name), game.providerId, json(game.categories), game.accent,
      flag(game.categories.includes('new')), flag(game.isHot ?? false), index,
    ),
  );
}
