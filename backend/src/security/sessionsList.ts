import { createHash } from 'node:crypto';
import type { SessionRow } from '../auth/rows';
import type { Clock } from '../clock';
import type { Db } from '../db/handle';
import { currentSession, sessionNotFound } from './errors';

/** A session as the security page lists it. */
export interface SessionView {
  /** Not the session id (that is the `ua` cookie, a credential): a digest of it, safe to show. */
  id: string;
  device: string;
  address: string;
  created_at: string;
  last_seen_at: string;
  current: boolean;
}

/** The public id of a session: 24 hex characters of the SHA-256 of its secret id. */
export const publicSessionId = (sessionId: string) => createHash('sha256').update(`session.${sessionId}`).digest('hex').slice(0, 24);

const iso = (ms: number) => new Date(ms).toISOString();

function liveSessionsOf(db: Db, clock: Clock, userId: number): SessionRow[] {
  return db
    .prepare('SELECT * FROM sessions WHERE user_id = ? AND revoked = 0 AND expires_at > ? ORDER BY last_seen_at DESC, created_at DESC')
    .all(userId, clock.now()) as SessionRow[];
}

/** The player's live sessions, this one first, then the most recently used. */
export function listSessions(db: Db, clock: Clock, current: SessionRow): SessionView[] {
  const views = liveSessionsOf(db, clock, current.user_id).map((row) => ({
    id: publicSessionId(row.id),
    device: row.device,
    address: row.address,
    created_at: iso(row.created_at),
    last_seen_at: iso(Math.max(row.last_seen_at, row.created_at)),
    current: row.id === current.id,
  }));
  return [...views.filter((view) => view.current), ...views.filter((view) => !view.current)];
}

/** Ends one of the player's other sessions by its public id (his own current one is a logout, not this). */
export function revokeOtherSession(db: Db, clock: Clock, current: SessionRow, publicId: string): void {
  const target = liveSessionsOf(db, clock, current.user_id).find((row) => publicSessionId(row.id) === publicId);
  if (!target) throw sessionNotFound();
  if (target.id === current.id) throw currentSession();
  db.prepare('UPDATE sessions SET revoked = 1 WHERE id = ?').run(target.id);
}

/** Ends every session of the player but this one; returns how many ended. */
export function revokeOtherSessions(db: Db, clock: Clock, current: SessionRow): number {
  return db
    .prepare('UPDATE sessions SET revoked = 1 WHERE user_id = ? AND id != ? AND revoked = 0 AND expires_at > ?')
    .run(current.user_id, current.id, clock.now()).changes;
}
