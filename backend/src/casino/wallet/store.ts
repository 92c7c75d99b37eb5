import type { Db } from '../../db/handle';
import type { PlaySessionRow, RoundRow, WalletTxRow } from '../games/rows';

/** The SQL of sessions, rounds and wallet transactions. */
export const findSession = (db: Db, id: string) =>
  db.prepare('SELECT * FROM casino_play_sessions WHERE id = ?').get(id) as PlaySessionRow | undefined;

export const findRound = (db: Db, id: string) => db.prepare('SELECT * FROM casino_rounds WHERE id = ?').get(id) as RoundRow | undefined;

export const findTx = (db: Db, id: string) => db.prepare('SELECT * FROM casino_wallet_tx WHERE id = ?').get(id) as WalletTxRow | undefined;

/** The bet a round was opened with (its accepted bet transaction). */
export const betOfRound = (db: Db, roundId: string) =>
  db.prepare("SELECT * FROM casino_wallet_tx WHERE round_id = ? AND kind = 'bet' AND status = 200").get(roundId) as WalletTxRow | undefined;

/** A rollback that named this bet (before or after it arrived). */
export const rollbackOfBet = (db: Db, betTxId: string) =>
  db.prepare("SELECT * FROM casino_wallet_tx WHERE bet_tx_id = ? AND kind = 'rollback' AND status = 200").get(betTxId) as WalletTxRow | undefined;

export function recordTx(db: Db, row: WalletTxRow): void {
  db.prepare(
    `INSERT INTO casino_wallet_tx (id, kind, round_id, session_id, amount_minor, bet_tx_id, body_hash, status, answer, created_at)
     VALUES (@id, @kind, @round_id, @session_id, @amount_minor, @bet_tx_id, @body_hash, @status, @answer, @created_at)`,
  ).run(row);
}

export type NewRound = Omit<RoundRow, 'win_minor' | 'status' | 'settled_at' | 'settled_by' | 'cashout_x100'>;

export function insertRound(db: Db, round: NewRound): void {
  db.prepare(
    `INSERT INTO casino_rounds (id, session_id, game_id, engine, mode, user_id, account_id, iso, stake_minor, win_minor, status, params,
       outcome, payout_x100, server_seed, server_seed_hash, client_seed, nonce, cashout_x100, request_key, request_hash, created_at)
     VALUES (@id, @session_id, @game_id, @engine, @mode, @user_id, @account_id, @iso, @stake_minor, NULL, 'open', @params,
       @outcome, @payout_x100, @server_seed, @server_seed_hash, @client_seed, @nonce, NULL, @request_key, @request_hash, @created_at)`,
  ).run(round);
}

export function closeRound(
  db: Db,
  roundId: string,
  change: { status: 'settled' | 'rolled_back'; winMinor: number; at: number; by: string; cashoutX100?: number | null },
): void {
  db.prepare(
    'UPDATE casino_rounds SET status = ?, win_minor = ?, settled_at = ?, settled_by = ?, cashout_x100 = COALESCE(?, cashout_x100) WHERE id = ?',
  ).run(change.status, change.winMinor, change.at, change.by, change.cashoutX100 ?? null, roundId);
}

export function setDemoBalance(db: Db, sessionId: string, balanceMinor: number): void {
  db.prepare('UPDATE casino_play_sessions SET demo_balance_minor = ? WHERE id = ?').run(balanceMinor, sessionId);
}

/** A session's rounds, newest first. */
export const sessionRounds = (db: Db, sessionId: string, limit: number) =>
  db.prepare('SELECT * FROM casino_rounds WHERE session_id = ? ORDER BY created_at DESC, rowid DESC LIMIT ?').all(sessionId, limit) as RoundRow[];

/** A player's rounds, demo and real, oldest first. */
export const playerRounds = (db: Db, userId: number) =>
  db.prepare('SELECT * FROM casino_rounds WHERE user_id = ? ORDER BY created_at, rowid').all(userId) as RoundRow[];

/** How many real rounds staked from the account are still open: it pays their win or refund later. */
export function openRoundCount(db: Db, accountId: number): number {
  return (
    db.prepare("SELECT COUNT(*) AS n FROM casino_rounds WHERE account_id = ? AND mode = 'real' AND status = 'open'").get(accountId) as { n: number }
  ).n;
}
