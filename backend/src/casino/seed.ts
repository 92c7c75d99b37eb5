import { flag, json } from '../db/columns';
import type { Db } from '../db/handle';
import { CASINO_GAMES, STUDIOS, primaryTagId } from '../seed/casino';
import { ENGINE_RTP_BP, engineForCategories } from './games/playable';

/**
 * Inserts the catalogue (seed/casino.ts: 20 studios, about 320 games) into empty tables.
 * A game one of the reference backend's engines plays (casino/games/playable.ts: slots, crash
 * games, keno, scratch cards) has a demo and states its engine's theoretical RTP; the others
 * (live tables, broadcasts, poker…) have no demo and keep the catalogue's RTP.
 * Callers wrap it in a transaction (setup/seed.ts, casino/migrate.ts).
 */
export function seedCasino(db: Db): void {
  const insertProvider = db.prepare('INSERT INTO casino_providers (id, slug, name_ru, name_en) VALUES (?, ?, ?, ?)');
  for (const studio of STUDIOS) insertProvider.run(studio.id, studio.slug, studio.name.ru, studio.name.en);
  const insertGame = db.prepare(`INSERT INTO casino_games
      (id, name_ru, name_en, route, old_route, provider_id, categories, tags, tag_id, rtp_bp, volatility, demo, art, popularity)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  for (const game of CASINO_GAMES) {
    const engine = engineForCategories(game.categories);
    const rtpBp = engine ? ENGINE_RTP_BP[engine] : Math.round(game.rtp * 100);
    insertGame.run(
      game.id, game.name.ru, game.name.en, game.route, game.oldRoute, game.studioId, json(game.categories), json(game.tags),
      primaryTagId(game.tags), rtpBp, game.volatility, flag(engine !== null), json(game.art), game.popularity,
    );
  }
}
