import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Clock } from '../clock';
import type { Db } from '../db/open';
import type { SessionRow } from '../db/rows';
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
}

export function createSession(db: Db, clock: Clock, secret: string, userId: number): IssuedSession {
  const now = clock.now();
  const session: SessionRow = {
    id: randomBytes(32).toString('hex'),
    user_id: userId,
    created_at: now,
    expires_at: now + SESSION_LIFETIME_MS,
    revoked: 0,
  };
  db.prepare(
    'INSERT INTO sessions (id, user_id, created_at, expires_at, revoked) VALUES (@id, @user_id, @created_at, @expires_at, @revoked)',
  ).run(session);
  const user = db.prepare('SELECT ban_level, ban_version FROM users WHERE id = ?').get(userId) as
    | { ban_level: number; ban_version: number }
    | undefined;
  const userToken = signToken(
    {
      sid: session.id,
      uid: userId,
      exp: Math.floor((now + TOKEN_LIFETIME_MS) / 1000),
      ban: user?.ban_level ?? 0,
      bv: user?.ban_version ?? 0,
    },
    secret,
  );
  return { session, userToken };
}

function liveSession(db: Db, clock: Clock, id: string): SessionRow | null {
  const row = db.prepare('SELECT * FROM sessions WHERE id = ?').get(id) as SessionRow | undefined;
  if (!row || row.revoked || row.expires_at <= clock.now()) return null;
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
