import type { Db } from '../db/handle';

/**
 * A player's favourite games, kept on the backend so every browser shows the same hearts
 * (docs/decisions/casino-favourites.md). Adding and removing are idempotent.
 */
export const FAVORITES_MAX = 500;

/** The player's favourite game ids, the last added first. */
export function favoriteIds(db: Db, userId: number): number[] {
  const rows = db.prepare('SELECT game_id FROM casino_favorites WHERE user_id = ? ORDER BY added_at DESC, rowid DESC').all(userId) as { game_id: number }[];
  return rows.map((row) => row.game_id);
}

export type AddFavoriteResult = 'added' | 'kept' | 'full';

/** Marks a game (that exists) as a favourite; one already marked keeps its place. */
export function addFavorite(db: Db, userId: number, gameId: number, now: number): AddFavoriteResult {
  return db.transaction((): AddFavoriteResult => {
    if (db.prepare('SELECT 1 FROM casino_favorites WHERE user_id = ? AND game_id = ?').get(userId, gameId)) return 'kept';
    const { n } = db.prepare('SELECT COUNT(*) AS n FROM casino_favorites WHERE user_id = ?').get(userId) as { n: number };
    if (n >= FAVORITES_MAX) return 'full';
    db.prepare('INSERT INTO casino_favorites (user_id, game_id, added_at) VALUES (?, ?, ?)').run(userId, gameId, now);
    return 'added';
  })();
}

/** Unmarks a game; true when it was a favourite. */
export function removeFavorite(db: Db, userId: number, gameId: number): boolean {
  return db.prepare('DELETE FROM casino_favorites WHERE user_id = ? AND game_id = ?').run(userId, gameId).changes > 0;
}

/** Unmarks every game of the player; how many there were. */
export function clearFavorites(db: Db, userId: number): number {
  return db.prepare('DELETE FROM casino_favorites WHERE user_id = ?').run(userId).changes;
}
