import type { Clock } from '../clock';
import type { Db } from '../db/handle';
import { hmac } from '../auth/signed';
import { newToken } from '../auth/tickets';

/** What a link does; the page it opens is named in letters.ts. */
export type LinkPurpose = 'password_reset' | 'verify' | 'activate' | 'activate_fast' | 'unsubscribe';

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** How long a link works (docs/decisions/account-links.md): null, never. */
export const LINK_TTL_MS: Record<LinkPurpose, number | null> = {
  password_reset: HOUR_MS,
  verify: 7 * DAY_MS,
  activate: 7 * DAY_MS,
  activate_fast: 7 * DAY_MS,
  unsubscribe: null,
};

/** Links that work again and again (stopping the newsletter twice is harmless). */
const REPEATABLE: ReadonlySet<LinkPurpose> = new Set(['unsubscribe']);

export interface LinkTokenRow {
  token_hash: string;
  purpose: LinkPurpose;
  user_id: number;
  address: string;
  created_at: number;
  expires_at: number | null;
  used_at: number | null;
}

/** Where a link stands: `valid` can be used now; the others say why not. */
export type LinkState = 'valid' | 'expired' | 'used' | 'invalid';

// The purpose is part of what is hashed: a token sent for one page never works on another.
const hashOf = (secret: string, purpose: LinkPurpose, token: string) => hmac(secret, `link.${purpose}.${token}`);

/**
 * Makes a link token for a player and keeps its HMAC only. A newer reset, verify or activation
 * link ends the older ones of the same purpose (only the newest letter works), which then say
 * "expired"; unsubscribe links all keep working.
 */
export function issueLinkToken(db: Db, clock: Clock, secret: string, link: { purpose: LinkPurpose; userId: number; address: string }): string {
  const now = clock.now();
  const token = newToken();
  const ttl = LINK_TTL_MS[link.purpose];
  db.transaction(() => {
    if (!REPEATABLE.has(link.purpose)) {
      db.prepare(
        'UPDATE account_link_tokens SET expires_at = ? WHERE user_id = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?',
      ).run(now, link.userId, link.purpose, now);
    }
    db.prepare(
      `INSERT INTO account_link_tokens (token_hash, purpose, user_id, address, created_at, expires_at, used_at)
       VALUES (?, ?, ?, ?, ?, ?, NULL)`,
    ).run(hashOf(secret, link.purpose, token), link.purpose, link.userId, link.address, now, ttl === null ? null : now + ttl);
  })();
  return token;
}

export function findLinkToken(db: Db, secret: string, purpose: LinkPurpose, token: string): LinkTokenRow | undefined {
  return db.prepare('SELECT * FROM account_link_tokens WHERE token_hash = ? AND purpose = ?').get(hashOf(secret, purpose, token), purpose) as
    | LinkTokenRow
    | undefined;
}

/** The state of a link without spending it. Used before expired: a spent link says so even after its hour. */
export function linkStateOf(row: LinkTokenRow | undefined, now: number): LinkState {
  if (!row) return 'invalid';
  if (row.used_at !== null && !REPEATABLE.has(row.purpose)) return 'used';
  if (row.expires_at !== null && row.expires_at <= now) return 'expired';
  return 'valid';
}

/** Spends a link; false when another request spent it first (or it expired meanwhile). */
export function spendLinkToken(db: Db, row: LinkTokenRow, now: number): boolean {
  if (REPEATABLE.has(row.purpose)) {
    db.prepare('UPDATE account_link_tokens SET used_at = COALESCE(used_at, ?) WHERE token_hash = ?').run(now, row.token_hash);
    return true;
  }
  return (
    db
      .prepare('UPDATE account_link_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND (expires_at IS NULL OR expires_at > ?)')
      .run(now, row.token_hash, now).changes === 1
  );
}

/** When the player's newest link of a purpose was made (the one-a-minute resend throttle), or null. */
export function lastLinkAt(db: Db, userId: number, purpose: LinkPurpose): number | null {
  const row = db
    .prepare('SELECT MAX(created_at) AS at FROM account_link_tokens WHERE user_id = ? AND purpose = ?')
    .get(userId, purpose) as { at: number | null };
  return row.at;
}
