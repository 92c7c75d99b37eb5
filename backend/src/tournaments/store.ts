import type { Db } from '../db/handle';
import type { Scoring } from './scoring';

export const TOURNAMENT_STATUSES = ['upcoming', 'running', 'finished'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];

/** A row of `tournaments` (schema.ts) as better-sqlite3 returns it. */
export interface TournamentRow {
  id: number;
  title_ru: string;
  title_en: string;
  text_ru: string;
  text_en: string;
  scoring: Scoring;
  iso: string;
  min_bet_minor: number;
  min_rounds: number;
  categories: string;
  game_ids: string;
  art: string;
  starts_at: number;
  ends_at: number;
  status: TournamentStatus;
  finished_at: number | null;
}

export interface PrizeRow {
  place: number;
  amount_minor: number;
}

export interface ResultRow {
  tournament_id: number;
  place: number;
  user_id: number | null;
  login: string;
  score_bp: number;
  rounds: number;
  reached_at: number;
  prize_minor: number;
}

/** Every tournament: the running (soonest to end first), the upcoming (soonest to start), the finished (latest first). */
export function allTournaments(db: Db): TournamentRow[] {
  return db
    .prepare(
      `SELECT * FROM tournaments ORDER BY CASE status WHEN 'running' THEN 0 WHEN 'upcoming' THEN 1 ELSE 2 END,
         CASE status WHEN 'finished' THEN -ends_at WHEN 'upcoming' THEN starts_at ELSE ends_at END, id`,
    )
    .all() as TournamentRow[];
}

export const findTournament = (db: Db, id: number) => db.prepare('SELECT * FROM tournaments WHERE id = ?').get(id) as TournamentRow | undefined;

export const prizesOf = (db: Db, id: number) =>
  db.prepare('SELECT place, amount_minor FROM tournament_prizes WHERE tournament_id = ? ORDER BY place').all(id) as PrizeRow[];

export const resultsOf = (db: Db, id: number) =>
  db.prepare('SELECT * FROM tournament_results WHERE tournament_id = ? ORDER BY place').all(id) as ResultRow[];

/** When the player joined, or undefined. */
export function joinedAt(db: Db, tournamentId: number, userId: number): number | undefined {
  const row = db.prepare('SELECT joined_at FROM tournament_entries WHERE tournament_id = ? AND user_id = ?').get(tournamentId, userId) as
    | { joined_at: number }
    | undefined;
  return row?.joined_at;
}

/** Joins once: a second join keeps the first moment (his rounds since then count). */
export function insertEntry(db: Db, tournamentId: number, userId: number, now: number): void {
  db.prepare('INSERT OR IGNORE INTO tournament_entries (tournament_id, user_id, joined_at) VALUES (?, ?, ?)').run(tournamentId, userId, now);
}

export const entryCount = (db: Db, id: number) =>
  (db.prepare('SELECT COUNT(*) AS n FROM tournament_entries WHERE tournament_id = ?').get(id) as { n: number }).n;

export function setStatus(db: Db, id: number, from: TournamentStatus, to: TournamentStatus, now: number): boolean {
  const finishedAt = to === 'finished' ? now : null;
  return db.prepare('UPDATE tournaments SET status = ?, finished_at = ? WHERE id = ? AND status = ?').run(to, finishedAt, id, from).changes === 1;
}

export function insertResult(db: Db, row: ResultRow): void {
  db.prepare(
    `INSERT INTO tournament_results (tournament_id, place, user_id, login, score_bp, rounds, reached_at, prize_minor)
     VALUES (@tournament_id, @place, @user_id, @login, @score_bp, @rounds, @reached_at, @prize_minor)`,
  ).run(row);
}

/** The logins of these players. */
export function loginsOf(db: Db, userIds: readonly number[]): Map<number, string> {
  if (userIds.length === 0) return new Map();
  const rows = db.prepare(`SELECT id, login FROM users WHERE id IN (${userIds.map(() => '?').join(', ')})`).all(...userIds) as { id: number; login: string }[];
  return new Map(rows.map((row) => [row.id, row.login]));
}
