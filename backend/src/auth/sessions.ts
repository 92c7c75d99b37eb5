import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Clock } from '../clock';
import type { Db } from '../db/handle';
import type { SessionRow } from './rows';
import { MAX_LIVE_SESSIONS } from './signInRules';
import { signToken, TOKEN_LIFETIME_MS, verifyToken } from './tokens';

export { verifyPassword, hashPassword } from './passwords';

/**
 * A session lives 24 h (the site's default cookie lifetime); the signed
 * user_token issued with it lives 1 h and is meant to be refreshed.
 */
export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const SESSION_COOKIE = 'ua';
export const TOKEN_COOKIE = 'user_token';

export interface IssuedSession {
  session: SessionRow;
  userToken: string;
  /** When userToken expires, epoch seconds. */
  tokenExp: number;
}

/**
 * A new user_token for a live session: 1 h, never past the session's own end. The ban claims are
 * read now, so a refresh carries the current ban level and version.
 */
export function issueUserToken(db: Db, clock: Clock, secret: string, session: SessionRow): { token: string; exp: number } {
  const user = db.prepare('SELECT ban_level, ban_version FROM users WHERE id = ?').get(session.user_id) as
    | { ban_level: number; ban_version: number }
    | undefined;
  const exp = Math.floor(Math.min(clock.now() + TOKEN_LIFETIME_MS, session.expires_at) / 1000);
  const token = signToken(
    { sid: session.id, uid: session.user_id, exp, ban: user?.ban_level ?? 0, bv: user?.ban_version ?? 0 },
    secret,
  );
  return { token, exp };
}

/** Where a session was opened from, as the security page lists it (security/device.ts). */
export interface SessionClient {
  /** "Chrome 131 · Windows"; '' when unknown. */
  device: string;
  /** The client address (auth/client.ts); '' when unknown. */
  address: string;
}

const UNKNOWN_CLIENT: SessionClient = { device: '', address: '' };

/** How often a session's last_seen_at is written at most (docs/security-api.md "Sessions"). */
export const LAST_SEEN_STEP_MS = 60_000;

/**
 * Opens a session. A player holds at most MAX_LIVE_SESSIONS live ones: the new one ends the oldest
 * beyond that (newest kept, ties by insertion order), so a sign-in loop cannot pile up sessions.
 */
export function createSession(db: Db, clock: Clock, secret: string, userId: number, client: SessionClient = UNKNOWN_CLIENT): IssuedSession {
  const now = clock.now();
  const session: SessionRow = {
    id: randomBytes(32).toString('hex'),
    user_id: userId,
    created_at: now,
    expires_at: now + SESSION_LIFETIME_MS,
    revoked: 0,
    device: client.device,
    address: client.address,
    last_seen_at: now,
  };
  db.transaction(() => {
    db.prepare(
      `INSERT INTO sessions (id, user_id, created_at, expires_at, revoked, device, address, last_seen_at)
       VALUES (@id, @user_id, @created_at, @expires_at, @revoked, @device, @address, @last_seen_at)`,
    ).run(session);
    db.prepare(
      `UPDATE sessions SET revoked = 1 WHERE user_id = @user AND revoked = 0 AND expires_at > @now AND rowid NOT IN (
         SELECT rowid FROM sessions WHERE user_id = @user AND revoked = 0 AND expires_at > @now
         ORDER BY created_at DESC, rowid DESC LIMIT @keep)`,
    ).run({ user: userId, now, keep: MAX_LIVE_SESSIONS });
  })();
  const { token, exp } = issueUserToken(db, clock, secret, session);
  return { session, userToken: token, tokenExp: exp };
}

/** A live session by id; using it moves its last_seen_at, at most once per LAST_SEEN_STEP_MS. */
function liveSession(db: Db, clock: Clock, id: string): SessionRow | null {
  const row = db.prepare('SELECT * FROM sessions WHERE id = ?').get(id) as SessionRow | undefined;
  const now = clock.now();
  if (!row || row.revoked || row.expires_at <= now) return null;
  if (now - row.last_seen_at >= LAST_SEEN_STEP_MS) {
    db.prepare('UPDATE sessions SET last_seen_at = ? WHERE id = ?').run(now, id);
    row.last_seen_at = now;
  }
  return row;
}

/**
 * The request's session: from the `ua` cookie, or else from
 * `Authorization: Bearer <user_token>` (signature, expiry and the session
 * itself are all checked). Whichever is valid first wins.
 */
export function findRequestSession(c: Context, db: Db, clock: Clock, secret: string): SessionRow | null {
  const sid = getCookie(c, SESSION_COOKIE);
  if (sid) {
    const session = liveSession(db, clock, sid);
    if (session) return session;
  }
  const auth = c.req.header('authorization');
  const match = auth ? /^Bearer\s+(\S+)$/i.exec(auth) : null;
  if (match?.[1]) {
    const payload = verifyToken(match[1], secret, clock.now());
    if (payload) {
      const session = liveSession(db, clock, payload.sid);
      if (session && session.user_id === payload.uid) return session;
    }
  }
  return null;
}

export function revokeSession(db: Db, id: string): void {
  db.prepare('UPDATE sessions SET revoked = 1 WHERE id = ?').run(id);
}

/** Ends every session of a player (a password reset): old cookies and tokens stop working everywhere. */
export function revokeUserSessions(db: Db, userId: number): void {
  db.prepare('UPDATE sessions SET revoked = 1 WHERE user_id = ?').run(userId);
}
