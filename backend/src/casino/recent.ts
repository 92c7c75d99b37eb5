import type { Db } from '../db/handle';

/**
 * The games a player played lately (docs/decisions/casino-favourites.md): one row per game with the time of its last
 * round, newest first; the first is "continue playing". Only the last RECENT_KEEP games are kept.
 */
export const RECENT_KEEP = 50;

/**
 * Records that a signed-in player started a round (real or demo) of a game at `now` (epoch ms of
 * the backend clock). The games engine calls it when a round starts; playing a game again moves it
 * to the front. Throws for a game the catalogue does not have.
 */
export function recordPlayed(db: Db, userId: number, gameId: number, now: number): void {
  db.transaction(() => {
    if (!db.prepare('SELECT 1 FROM casino_games WHERE id = ?').get(gameId)) throw new Error(`recordPlayed: no casino game ${gameId}`);
    // Delete and insert, so a new row id breaks a tie of two rounds in one millisecond.
    db.prepare('DELETE FROM casino_recent WHERE user_id = ? AND game_id = ?').run(userId, gameId);
    db.prepare('INSERT INTO casino_recent (user_id, game_id, played_at) VALUES (?, ?, ?)').run(userId, gameId, now);
    db.prepare(
      `DELETE FROM casino_recent WHERE user_id = @userId AND rowid NOT IN (
         SELECT rowid FROM casino_recent WHERE user_id = @userId ORDER BY played_at DESC, rowid DESC LIMIT @keep)`,
    ).run({ userId, keep: RECENT_KEEP });
  })();
}

export interface RecentGame {
  gameId: number;
  playedAt: number;
}

/** The player's recently played games, newest first, at most `limit`. */
export function recentGames(db: Db, userId: number, limit: number): RecentGame[] {
  const rows = db
    .prepare('SELECT game_id, played_at FROM casino_recent WHERE user_id = ? ORDER BY played_at DESC, rowid DESC LIMIT ?')
    .all(userId, limit) as { game_id: number; played_at: number }[];
  return rows.map((row) => ({ gameId: row.game_id, playedAt: row.played_at }));
}
