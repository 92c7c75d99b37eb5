import { toMajor } from '../accounts/money';
import type { Db } from '../db/handle';
import type { Lang } from '../lang';
import { reasonText } from './reasons';
import { sessionTime } from './session';
import { currentRows, expireEnded, type LimitRow } from './store';
import { isMoneyType, LIMIT_TYPE, type LimitType, removalValue } from '../../../lib/rules/limitTypes';
import type { LimitState } from './types';
import { usageOf } from './usage';

/**
 * A limit as the API shows it (limits-coupon-auth.md §3 "Limit"). Money in major units; times in epoch
 * seconds. Besides the spec's fields: `limitUsed` (what the period has used: major units for money,
 * seconds today for the session limit), `resetsAt` (money: when the oldest movement counted now leaves
 * the running window) and `currency` (money limits).
 */
export interface LimitView {
  limitType: LimitType;
  /** Money: major units; a PENDING removal: the type's "no limit" value (999999999 for 21, −1 for 31) or null. */
  limitValue: number | null;
  limitState: LimitState;
  startedAt: number;
  /** Self-exclusion, time-out: their end; PENDING: when approval is due; reality check: the next reminder; else null. */
  endsAt: number | null;
  /** What is left now: money in major units, the session limit in seconds today; null where it means nothing. */
  limitBalance: number | null;
  limitUsed: number | null;
  resetsAt: number | null;
  /** A PENDING raise or removal the player must confirm or reject once endsAt has come. */
  needApprove: boolean;
  selfExcludeReason: string | null;
  currency?: string;
}

function shownValue(row: LimitRow): number | null {
  if (row.limit_value === null) return removalValue(row.limit_type);
  return isMoneyType(row.limit_type) ? toMajor(row.limit_value) : row.limit_value;
}

export function limitView(db: Db, row: LimitRow, now: number, lang: Lang): LimitView {
  const active = row.state === 'ACTIVE';
  let limitBalance: number | null = null;
  let limitUsed: number | null = null;
  let resetsAt: number | null = null;
  if (active && isMoneyType(row.limit_type) && row.limit_value !== null) {
    const usage = usageOf(db, row, now);
    limitBalance = toMajor(usage.leftMinor);
    limitUsed = toMajor(usage.usedMinor);
    resetsAt = usage.resetsAt;
  }
  if (active && row.limit_type === LIMIT_TYPE.session) {
    const time = sessionTime(db, row.user_id, now);
    limitBalance = time.leftSeconds;
    limitUsed = time.usedSeconds;
  }
  return {
    limitType: row.limit_type,
    limitValue: shownValue(row),
    limitState: row.state,
    startedAt: row.started_at,
    endsAt: row.ends_at,
    limitBalance,
    limitUsed,
    resetsAt,
    needApprove: row.need_approve === 1,
    selfExcludeReason: row.limit_type === LIMIT_TYPE.selfExclusion ? reasonText(row.self_exclude_reason_id, lang) : null,
    ...(isMoneyType(row.limit_type) && row.iso ? { currency: row.iso } : {}),
  };
}

/** The player's limits now: ACTIVE and PENDING rows (ended self-exclusions and time-outs turn INACTIVE first). */
export function listLimits(db: Db, userId: number, now: number, lang: Lang): LimitView[] {
  expireEnded(db, userId, now);
  return currentRows(db, userId).map((row) => limitView(db, row, now, lang));
}
