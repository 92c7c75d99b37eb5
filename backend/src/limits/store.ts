import type { Flag } from '../db/columns';
import type { Db } from '../db/handle';
import type { LimitType } from '../../../lib/rules/limitTypes';
import type { LimitState } from './types';

/** A row of `limits` as better-sqlite3 returns it (schema.ts). */
export interface LimitRow {
  id: number;
  user_id: number;
  limit_type: LimitType;
  limit_value: number | null;
  iso: string | null;
  state: LimitState;
  started_at: number;
  ends_at: number | null;
  need_approve: Flag;
  self_exclude_reason_id: number | null;
  closed_at: number | null;
  closed_reason: string | null;
  created_at: number;
}

export type NewLimit = Pick<LimitRow, 'user_id' | 'limit_type' | 'limit_value' | 'iso' | 'state' | 'started_at' | 'ends_at'> &
  Partial<Pick<LimitRow, 'need_approve' | 'self_exclude_reason_id'>>;

/** Why a row became INACTIVE (`closed_reason`). */
export type CloseReason =
  | 'replaced'
  | 'superseded'
  | 'approved'
  | 'rejected'
  | 'cancelled'
  | 'removed'
  | 'expired'
  | 'extended'
  | 'turned_off';

export function insertLimit(db: Db, row: NewLimit, now: number): number {
  return Number(
    db
      .prepare(
        `INSERT INTO limits (user_id, limit_type, limit_value, iso, state, started_at, ends_at, need_approve, self_exclude_reason_id, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        row.user_id,
        row.limit_type,
        row.limit_value,
        row.iso,
        row.state,
        row.started_at,
        row.ends_at,
        row.need_approve ?? 0,
        row.self_exclude_reason_id ?? null,
        now,
      ).lastInsertRowid,
  );
}

export function closeLimit(db: Db, id: number, reason: CloseReason, now: number): void {
  db.prepare("UPDATE limits SET state = 'INACTIVE', closed_at = ?, closed_reason = ?, need_approve = 0 WHERE id = ?").run(now, reason, id);
}

/** A PENDING row confirmed: it becomes the ACTIVE one from now. */
export function activatePending(db: Db, id: number, now: number): void {
  db.prepare("UPDATE limits SET state = 'ACTIVE', started_at = ?, ends_at = NULL, need_approve = 0 WHERE id = ?").run(now, id);
}

export function setEndsAt(db: Db, id: number, endsAt: number | null): void {
  db.prepare('UPDATE limits SET ends_at = ? WHERE id = ?').run(endsAt, id);
}

export function rowOf(db: Db, userId: number, type: LimitType, state: 'ACTIVE' | 'PENDING'): LimitRow | undefined {
  return db
    .prepare('SELECT * FROM limits WHERE user_id = ? AND limit_type = ? AND state = ? ORDER BY id DESC LIMIT 1')
    .get(userId, type, state) as LimitRow | undefined;
}

/** The player's ACTIVE and PENDING rows, by type then ACTIVE before PENDING. */
export function currentRows(db: Db, userId: number): LimitRow[] {
  return db
    .prepare("SELECT * FROM limits WHERE user_id = ? AND state IN ('ACTIVE', 'PENDING') ORDER BY limit_type, state, id")
    .all(userId) as LimitRow[];
}

/** Every row of the player, the history included, oldest first (the control API). */
export function allRows(db: Db, userId: number): LimitRow[] {
  return db.prepare('SELECT * FROM limits WHERE user_id = ? ORDER BY id').all(userId) as LimitRow[];
}

/** ACTIVE rows of these types that run at `now` (no end, or an end still ahead). */
export function runningRows(db: Db, userId: number, types: readonly LimitType[], now: number): LimitRow[] {
  if (types.length === 0) return [];
  return db
    .prepare(
      `SELECT * FROM limits WHERE user_id = ? AND state = 'ACTIVE' AND limit_type IN (${types.map(() => '?').join(', ')})
       AND (ends_at IS NULL OR limit_type NOT IN (30, 33) OR ends_at > ?) ORDER BY limit_type, id`,
    )
    .all(userId, ...types, now) as LimitRow[];
}

/** Self-exclusions and time-outs whose end has come: INACTIVE (`expired`). */
export function expireEnded(db: Db, userId: number, now: number): void {
  db.prepare(
    `UPDATE limits SET state = 'INACTIVE', closed_at = ends_at, closed_reason = 'expired'
     WHERE user_id = ? AND state = 'ACTIVE' AND limit_type IN (30, 33) AND ends_at <= ?`,
  ).run(userId, now);
}

/** The players' saves counted for the captcha. */
export function recordSave(db: Db, userId: number, now: number): void {
  db.prepare('INSERT INTO limit_saves (user_id, at) VALUES (?, ?)').run(userId, now);
}

export function savesSince(db: Db, userId: number, since: number): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM limit_saves WHERE user_id = ? AND at > ?').get(userId, since) as { n: number }).n;
}
