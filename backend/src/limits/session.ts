import type { SessionRow } from '../auth/rows';
import { revokeUserSessions } from '../auth/sessions';
import type { Db } from '../db/handle';
import type { Lang } from '../lang';
import { limitError } from './errors';
import { type LimitRow, rowOf } from './store';
import { TEXT } from './texts';
import { LIMIT_TYPE } from '../../../lib/rules/limitTypes';
import { DAY_S } from './types';

/**
 * The session limit (type 31, hours per day; limits-coupon-auth.md §4 "Session limit"). A session's time runs
 * from its start to its last ping (the site pings every 30 s while a session limit exists), counted
 * per UTC day of the backend clock; two sessions at once count once (their union). When the day's
 * hours are used up, the ping ends every session of the player and answers 403
 * `session_limit_ended`; a sign-in the same day is refused with the same answer; the next day starts
 * from zero.
 */
export interface SessionTime {
  /** The hours of the running session limit; null: none. */
  limitHours: number | null;
  usedSeconds: number;
  /** Seconds left today; null without a session limit. */
  leftSeconds: number | null;
}

export const dayStartOf = (now: number): number => Math.floor(now / DAY_S) * DAY_S;

/** Records that the session is signed in now (a ping): its row from its start to now. */
export function touchSession(db: Db, session: SessionRow, now: number): void {
  db.prepare(
    `INSERT INTO limit_session_time (session_id, user_id, started_at, last_seen_at) VALUES (?, ?, ?, ?)
     ON CONFLICT(session_id) DO UPDATE SET last_seen_at = MAX(last_seen_at, excluded.last_seen_at)`,
  ).run(session.id, session.user_id, Math.floor(session.created_at / 1000), now);
}

/** Seconds signed in today (UTC day of `now`) up to `now`: the union of the sessions' times. */
export function usedTodaySeconds(db: Db, userId: number, now: number): number {
  const dayStart = dayStartOf(now);
  const spans = (
    db
      .prepare('SELECT started_at, last_seen_at FROM limit_session_time WHERE user_id = ? AND last_seen_at > ? ORDER BY started_at')
      .all(userId, dayStart) as { started_at: number; last_seen_at: number }[]
  )
    .map((row) => ({ from: Math.max(row.started_at, dayStart), to: Math.min(row.last_seen_at, now) }))
    .filter((span) => span.to > span.from);
  let used = 0;
  let reached = dayStart;
  for (const span of spans) {
    const from = Math.max(span.from, reached);
    if (span.to > from) used += span.to - from;
    reached = Math.max(reached, span.to);
  }
  return used;
}

const sessionLimit = (db: Db, userId: number): LimitRow | undefined => rowOf(db, userId, LIMIT_TYPE.session, 'ACTIVE');

export function sessionTime(db: Db, userId: number, now: number): SessionTime {
  const limit = sessionLimit(db, userId);
  const usedSeconds = usedTodaySeconds(db, userId, now);
  const limitHours = limit?.limit_value ?? null;
  return { limitHours, usedSeconds, leftSeconds: limitHours === null ? null : Math.max(0, limitHours * 3600 - usedSeconds) };
}

export const sessionLimitEnded = (lang: Lang) =>
  limitError(403, 'session_limit_ended', TEXT.sessionLimitEnded(lang), {
    meta: { limitType: LIMIT_TYPE.session, left: 0 },
    extra: { message: TEXT.visitTomorrow(lang) },
  });

/**
 * A ping: the session's time counted up to now; when today's hours are used up, every session of the
 * player ends and `session_limit_ended` is thrown. Otherwise what is used and left.
 */
export function pingSession(db: Db, session: SessionRow, now: number, lang: Lang): SessionTime {
  touchSession(db, session, now);
  const time = sessionTime(db, session.user_id, now);
  if (time.leftSeconds !== null && time.leftSeconds <= 0) {
    revokeUserSessions(db, session.user_id);
    throw sessionLimitEnded(lang);
  }
  return time;
}

/** A sign-in: refused (`session_limit_ended`) while today's hours of the player's session limit are used up. */
export function assertSignInAllowed(db: Db, userId: number, now: number, lang: Lang): void {
  const time = sessionTime(db, userId, now);
  if (time.leftSeconds !== null && time.leftSeconds <= 0) throw sessionLimitEnded(lang);
}
