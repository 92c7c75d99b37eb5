import type { Db } from '../db/handle';
import type { CountedRound } from './scoring';
import type { TournamentRow } from './store';

/** The games a tournament counts (docs/tournaments-api.md "What counts"); null: every game. */
export function countedGameIds(db: Db, tournament: Pick<TournamentRow, 'categories' | 'game_ids'>): Set<number> | null {
  const categories = JSON.parse(tournament.categories) as string[];
  const ids = JSON.parse(tournament.game_ids) as number[];
  if (categories.length === 0 && ids.length === 0) return null;
  const games = db.prepare('SELECT id, categories FROM casino_games').all() as { id: number; categories: string }[];
  const counted = new Set(ids);
  for (const game of games) {
    const own = JSON.parse(game.categories) as string[];
    if (own.some((category) => categories.includes(category))) counted.add(game.id);
  }
  return counted;
}

/**
 * The rounds that count, read from the casino's own rows: real money (never demo, never a stake from
 * the bonus account), settled, staked in the prize currency at or above the minimum bet, opened at or
 * after the player joined and the tournament started, settled before it ended, in a game that counts,
 * by a player who joined. Nothing is counted by hand.
 */
export function countedRounds(db: Db, tournament: TournamentRow): CountedRound[] {
  const rows = db
    .prepare(
      `SELECT r.user_id AS userId, r.stake_minor AS stakeMinor, r.win_minor AS winMinor, r.settled_at AS settledAt, r.game_id AS gameId
       FROM casino_rounds r JOIN tournament_entries e ON e.tournament_id = ? AND e.user_id = r.user_id
       WHERE r.mode = 'real' AND r.status = 'settled' AND r.iso = ? AND r.stake_minor >= ? AND r.stake_minor > 0
         AND r.created_at >= e.joined_at AND r.created_at >= ? AND r.settled_at < ?
         AND NOT EXISTS (SELECT 1 FROM accounts a WHERE a.id = r.account_id AND a.type = 4)
       ORDER BY r.settled_at, r.rowid`,
    )
    .all(tournament.id, tournament.iso, tournament.min_bet_minor, tournament.starts_at, tournament.ends_at) as (CountedRound & { gameId: number })[];
  const games = countedGameIds(db, tournament);
  return rows
    .filter((row) => games === null || games.has(row.gameId))
    .map(({ userId, stakeMinor, winMinor, settledAt }) => ({ userId, stakeMinor, winMinor: winMinor ?? 0, settledAt }));
}
