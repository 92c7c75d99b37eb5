import type { Db } from '../../db/handle';
import type { HandStatus } from './blackjack';
import type { TableKind } from './catalogue';

/** Row types and SQL of the live tables (schema.ts). */
export interface TableRoundRow {
  id: string;
  table_id: number;
  kind: TableKind;
  number: number;
  status: 'betting' | 'deciding' | 'settled';
  opened_at: number;
  closes_at: number;
  decides_until: number | null;
  settled_at: number | null;
  next_at: number | null;
  server_seed: string;
  commitment: string;
  player_cards: number;
  outcome: string | null;
}

export interface SeatRow {
  id: string;
  table_id: number;
  mode: 'real' | 'demo';
  user_id: number | null;
  account_id: number | null;
  session_id: string | null;
  iso: string;
  demo_balance_minor: number | null;
  created_at: number;
  last_bet_at: number | null;
}

export interface StakeRow {
  id: string;
  round_id: string;
  seat_id: string;
  kind: 'bets' | 'double';
  stake_minor: number;
  win_minor: number | null;
  request_key: string;
  request_hash: string;
  created_at: number;
}

export interface BetRow {
  id: string;
  stake_id: string;
  round_id: string;
  seat_id: string;
  position: string;
  amount_minor: number;
  win_minor: number | null;
}

export interface HandRow {
  round_id: string;
  seat_id: string;
  cards: string;
  status: HandStatus;
  dealt: number;
}

export const latestRound = (db: Db, tableId: number) =>
  db.prepare('SELECT * FROM live_table_rounds WHERE table_id = ? ORDER BY number DESC LIMIT 1').get(tableId) as TableRoundRow | undefined;

export const findTableRound = (db: Db, id: string) => db.prepare('SELECT * FROM live_table_rounds WHERE id = ?').get(id) as TableRoundRow;

export function insertTableRound(db: Db, row: TableRoundRow): void {
  db.prepare(
    `INSERT INTO live_table_rounds (id, table_id, kind, number, status, opened_at, closes_at, decides_until, settled_at, next_at, server_seed, commitment, player_cards, outcome)
     VALUES (@id, @table_id, @kind, @number, @status, @opened_at, @closes_at, @decides_until, @settled_at, @next_at, @server_seed, @commitment, @player_cards, @outcome)`,
  ).run(row);
}

export function updateTableRound(db: Db, id: string, change: Partial<Omit<TableRoundRow, 'id'>>): void {
  const names = Object.keys(change);
  if (names.length === 0) return;
  db.prepare(`UPDATE live_table_rounds SET ${names.map((name) => `${name} = @${name}`).join(', ')} WHERE id = @id`).run({ ...change, id });
}

/** The last settled rounds of a table, newest first. */
export const settledRounds = (db: Db, tableId: number, limit: number) =>
  db.prepare("SELECT * FROM live_table_rounds WHERE table_id = ? AND status = 'settled' ORDER BY number DESC LIMIT ?").all(tableId, limit) as TableRoundRow[];

export const findSeat = (db: Db, id: string) => db.prepare('SELECT * FROM live_table_seats WHERE id = ?').get(id) as SeatRow | undefined;

export function insertSeat(db: Db, row: SeatRow): void {
  db.prepare(
    `INSERT INTO live_table_seats (id, table_id, mode, user_id, account_id, session_id, iso, demo_balance_minor, created_at, last_bet_at)
     VALUES (@id, @table_id, @mode, @user_id, @account_id, @session_id, @iso, @demo_balance_minor, @created_at, @last_bet_at)`,
  ).run(row);
}

export const roundStakes = (db: Db, roundId: string) =>
  db.prepare('SELECT * FROM live_table_stakes WHERE round_id = ? ORDER BY created_at, rowid').all(roundId) as StakeRow[];

export const stakeByKey = (db: Db, seatId: string, key: string) =>
  db.prepare('SELECT * FROM live_table_stakes WHERE seat_id = ? AND request_key = ?').get(seatId, key) as StakeRow | undefined;

export const stakeBets = (db: Db, stakeId: string) => db.prepare('SELECT * FROM live_table_bets WHERE stake_id = ? ORDER BY rowid').all(stakeId) as BetRow[];

export const seatBets = (db: Db, roundId: string, seatId: string) =>
  db.prepare('SELECT * FROM live_table_bets WHERE round_id = ? AND seat_id = ? ORDER BY rowid').all(roundId, seatId) as BetRow[];

export const roundHands = (db: Db, roundId: string) => db.prepare('SELECT * FROM live_table_hands WHERE round_id = ? ORDER BY dealt').all(roundId) as HandRow[];

export const findHand = (db: Db, roundId: string, seatId: string) =>
  db.prepare('SELECT * FROM live_table_hands WHERE round_id = ? AND seat_id = ?').get(roundId, seatId) as HandRow | undefined;

export function saveHand(db: Db, hand: HandRow): void {
  db.prepare(
    `INSERT INTO live_table_hands (round_id, seat_id, cards, status, dealt) VALUES (@round_id, @seat_id, @cards, @status, @dealt)
     ON CONFLICT(round_id, seat_id) DO UPDATE SET cards = excluded.cards, status = excluded.status`,
  ).run(hand);
}

export function setDemoBalance(db: Db, seatId: string, deltaMinor: number): void {
  db.prepare('UPDATE live_table_seats SET demo_balance_minor = demo_balance_minor + ? WHERE id = ?').run(deltaMinor, seatId);
}

/** Seats that bet at the table since `since` (the table's players). */
export const activeSeatCount = (db: Db, tableId: number, since: number) =>
  (db.prepare('SELECT COUNT(*) AS n FROM live_table_seats WHERE table_id = ? AND last_bet_at >= ?').get(tableId, since) as { n: number }).n;
