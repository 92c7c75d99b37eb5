import type { Db } from '../db/handle';
import type { Lang } from '../lang';
import { limitError } from './errors';
import { activatePending, closeLimit, expireEnded, insertLimit, type LimitRow, rowOf, runningRows } from './store';
import { approvalNotDueText, TEXT } from './texts';
import { APPROVAL_DELAY_S, isMoneyType, LIMIT_TYPE, type LimitType } from '../../../lib/rules/limitTypes';
import { DAY_S, isCoolingOffType, isLockedWhileRunning, type LimitChange } from './types';

/**
 * The state machine of a player's limits (UKGC RTS 12 and 13; limits-coupon-auth.md §4, §9), on the backend
 * clock (`now` in epoch seconds):
 *
 * - money limits and the session limit: the first one, or a lower value, is ACTIVE at once (the old
 *   row INACTIVE `replaced`, a waiting raise `superseded`); a higher value or a removal is PENDING,
 *   due for approval at its start + 86400 s; until the player confirms it (limitaction 1) the current
 *   limit holds; rejecting (0) or cancelling (DELETE limit) keeps it;
 * - self-exclusion (30) and time-out (33): ACTIVE at once for their days; while one runs it can only
 *   be extended (a later end), never shortened, removed or cancelled; at its end it is INACTIVE `expired`;
 * - the special block (37): ACTIVE at once with no end; the player cannot lift it;
 * - the reality check (32): any change at once (a reminder restricts nothing); `ends_at` holds the
 *   next reminder.
 */
export type ChangeOutcome = 'applied' | 'pending' | 'unchanged';

const running = (db: Db, userId: number, type: LimitType, now: number): LimitRow | undefined =>
  runningRows(db, userId, [type], now)[0];

/** Whether this change would loosen a limit in force (a raise or a removal): it waits for approval. */
export function loosens(db: Db, userId: number, change: LimitChange): boolean {
  if (!isCoolingOffType(change.type)) return false;
  const active = rowOf(db, userId, change.type, 'ACTIVE');
  if (!active || active.limit_value === null) return false;
  if (change.value !== null && change.value <= active.limit_value) return false;
  const pending = rowOf(db, userId, change.type, 'PENDING');
  return !(pending && pending.limit_value === change.value);
}

function changeCoolingOff(db: Db, userId: number, change: LimitChange, iso: string | null, now: number): ChangeOutcome {
  const active = rowOf(db, userId, change.type, 'ACTIVE');
  const pending = rowOf(db, userId, change.type, 'PENDING');
  const base = { user_id: userId, limit_type: change.type, iso, started_at: now };
  if (!active || active.limit_value === null) {
    if (pending) closeLimit(db, pending.id, 'superseded', now);
    if (change.value === null) return 'unchanged';
    insertLimit(db, { ...base, limit_value: change.value, state: 'ACTIVE', ends_at: null }, now);
    return 'applied';
  }
  if (change.value !== null && change.value < active.limit_value) {
    if (pending) closeLimit(db, pending.id, 'superseded', now);
    closeLimit(db, active.id, 'replaced', now);
    insertLimit(db, { ...base, limit_value: change.value, state: 'ACTIVE', ends_at: null }, now);
    return 'applied';
  }
  if (change.value === active.limit_value) {
    // Asking for the value in force again withdraws a waiting raise.
    if (pending) closeLimit(db, pending.id, 'cancelled', now);
    return 'unchanged';
  }
  // The same raise asked again keeps its clock running.
  if (pending && pending.limit_value === change.value) return 'unchanged';
  if (pending) closeLimit(db, pending.id, 'superseded', now);
  insertLimit(
    db,
    { ...base, limit_value: change.value, state: 'PENDING', ends_at: now + APPROVAL_DELAY_S, need_approve: 1 },
    now,
  );
  return 'pending';
}

function changeLocked(db: Db, userId: number, change: LimitChange, now: number, lang: Lang): ChangeOutcome {
  if (change.value === null) throw limitError(403, 'cannot_remove', TEXT.cannotRemove(lang), { meta: { limitType: change.type } });
  const current = running(db, userId, change.type, now);
  const base = { user_id: userId, limit_type: change.type, limit_value: change.value, iso: null, state: 'ACTIVE' as const, started_at: now };
  if (change.type === LIMIT_TYPE.specialBlock) {
    if (current) return 'unchanged';
    insertLimit(db, { ...base, ends_at: null }, now);
    return 'applied';
  }
  const endsAt = now + change.value * DAY_S;
  if (current) {
    if (endsAt <= (current.ends_at ?? 0)) {
      throw limitError(403, 'cannot_shorten', TEXT.cannotShorten(lang), { meta: { limitType: change.type, endsAt: current.ends_at } });
    }
    closeLimit(db, current.id, 'extended', now);
  }
  insertLimit(db, { ...base, ends_at: endsAt, self_exclude_reason_id: change.selfExcludeReasonId ?? null }, now);
  return 'applied';
}

function changeRealityCheck(db: Db, userId: number, change: LimitChange, now: number): ChangeOutcome {
  const active = rowOf(db, userId, change.type, 'ACTIVE');
  if (change.value === null) {
    if (!active) return 'unchanged';
    closeLimit(db, active.id, 'removed', now);
    return 'applied';
  }
  if (active && active.limit_value === change.value) return 'unchanged';
  if (active) closeLimit(db, active.id, 'replaced', now);
  const row = { user_id: userId, limit_type: change.type, limit_value: change.value, iso: null, state: 'ACTIVE' as const };
  insertLimit(db, { ...row, started_at: now, ends_at: now + change.value * 60 }, now);
  return 'applied';
}

/** One change, inside the caller's transaction. `iso`: the currency money limits count in. */
export function applyChange(db: Db, userId: number, change: LimitChange, iso: string, now: number, lang: Lang): ChangeOutcome {
  expireEnded(db, userId, now);
  if (isCoolingOffType(change.type)) return changeCoolingOff(db, userId, change, isMoneyType(change.type) ? iso : null, now);
  if (isLockedWhileRunning(change.type)) return changeLocked(db, userId, change, now, lang);
  return changeRealityCheck(db, userId, change, now);
}

const pendingRows = (db: Db, userId: number, type: LimitType | undefined): LimitRow[] =>
  (db.prepare("SELECT * FROM limits WHERE user_id = ? AND state = 'PENDING' ORDER BY limit_type").all(userId) as LimitRow[]).filter(
    (row) => type === undefined || row.limit_type === type,
  );

/**
 * limitaction: 1 confirms, 0 rejects every PENDING change (of `type`, or all) whose approval is due.
 * None waiting: 400 `no_pending_limit`; waiting but none due yet: 403 `approval_not_due`.
 */
export function decidePending(db: Db, userId: number, action: 0 | 1, type: LimitType | undefined, now: number, lang: Lang): LimitRow[] {
  const rows = pendingRows(db, userId, type);
  if (rows.length === 0) throw limitError(400, 'no_pending_limit', TEXT.noPendingLimit(lang));
  const due = rows.filter((row) => now >= (row.ends_at ?? 0));
  if (due.length === 0) {
    const approveAt = Math.min(...rows.map((row) => row.ends_at ?? 0));
    throw limitError(403, 'approval_not_due', approvalNotDueText(approveAt, lang), { meta: { approveAt } });
  }
  db.transaction(() => {
    for (const row of due) {
      if (action === 0) {
        closeLimit(db, row.id, 'rejected', now);
        continue;
      }
      const active = rowOf(db, userId, row.limit_type, 'ACTIVE');
      if (row.limit_value === null) {
        if (active) closeLimit(db, active.id, 'removed', now);
        closeLimit(db, row.id, 'approved', now);
      } else {
        if (active) closeLimit(db, active.id, 'replaced', now);
        activatePending(db, row.id, now);
      }
    }
  })();
  return due;
}

/**
 * DELETE limit: cancels the PENDING change (of `type`, or all); the limit in force stays. A running
 * self-exclusion, time-out or special block cannot be cancelled: 403 `cannot_cancel`. Nothing
 * waiting: 400 `no_pending_limit`.
 */
export function cancelPending(db: Db, userId: number, type: LimitType | undefined, now: number, lang: Lang): void {
  expireEnded(db, userId, now);
  if (type !== undefined && isLockedWhileRunning(type) && running(db, userId, type, now)) {
    throw limitError(403, 'cannot_cancel', TEXT.cannotCancel(lang), { meta: { limitType: type } });
  }
  const rows = pendingRows(db, userId, type);
  if (rows.length === 0) throw limitError(400, 'no_pending_limit', TEXT.noPendingLimit(lang));
  db.transaction(() => {
    for (const row of rows) closeLimit(db, row.id, 'cancelled', now);
  })();
}
