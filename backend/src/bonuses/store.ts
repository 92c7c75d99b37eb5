import type { Db } from '../db/handle';
import type { BonusProduct, BonusSource, BonusStatus } from './grant';

/** A row of `bonuses` (schema.ts) as better-sqlite3 returns it. */
export interface BonusRow {
  id: number;
  user_id: number;
  account_id: number;
  iso: string;
  product: BonusProduct;
  source: BonusSource;
  source_ref: string;
  amount_minor: number;
  wager_multiplier: number;
  wager_required_minor: number;
  min_odds_x100: number | null;
  status: BonusStatus;
  granted_at: number;
  deadline_at: number;
  closed_at: number | null;
}

/** The player's bonuses in grant order (the oldest first: the order stakes are counted in). */
export function bonusesOf(db: Db, userId: number): BonusRow[] {
  return db.prepare('SELECT * FROM bonuses WHERE user_id = ? ORDER BY granted_at, id').all(userId) as BonusRow[];
}

export function findBonus(db: Db, userId: number, bonusId: number): BonusRow | undefined {
  return db.prepare('SELECT * FROM bonuses WHERE id = ? AND user_id = ?').get(bonusId, userId) as BonusRow | undefined;
}

/** Players with an active bonus (the timer's sweep). */
export function usersWithActiveBonuses(db: Db): number[] {
  return (db.prepare("SELECT DISTINCT user_id FROM bonuses WHERE status = 'active' ORDER BY user_id").all() as { user_id: number }[]).map((row) => row.user_id);
}

/** Closes an active bonus; false when it was no longer active (a concurrent close). */
export function closeBonusRow(db: Db, bonusId: number, status: Exclude<BonusStatus, 'active'>, now: number): boolean {
  return db.prepare("UPDATE bonuses SET status = ?, closed_at = ? WHERE id = ? AND status = 'active'").run(status, now, bonusId).changes === 1;
}

/** The ledger rows of one bonus (ref `bonus:<id>`). */
export interface BonusLedgerRow {
  account_id: number;
  kind: string;
  amount_minor: number;
}

export function bonusLedgerRows(db: Db, ref: string): BonusLedgerRow[] {
  return db.prepare('SELECT account_id, kind, amount_minor FROM ledger_entries WHERE ref = ? ORDER BY id').all(ref) as BonusLedgerRow[];
}
