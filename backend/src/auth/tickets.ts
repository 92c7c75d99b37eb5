import { randomBytes } from 'node:crypto';
import type { Clock } from '../clock';
import type { Db } from '../db/handle';
import type { AuthTicketRow } from './rows';

/** What a ticket is for; a ticket is only ever looked up under its own purpose. */
export type TicketPurpose =
  | 'two_step'
  | 'sms_login'
  | 'sms_registration'
  | 'password_reset'
  | 'captcha'
  | 'captcha_pass'
  | 'social_state'
  | 'social_token'
  | 'login_token'
  | 'pay_and_play'
  // A code by SMS to a phone the player binds (security/phoneBinding.ts).
  | 'phone_binding';

export interface NewTicket {
  purpose: TicketPurpose;
  ttlMs: number;
  userId?: number | null;
  address?: string | null;
  secret?: string | null;
  data?: object;
  /** A token made beforehand (a code's hash is bound to its ticket's token); new by default. */
  token?: string;
}

/** Expired tickets are kept a day (the resend throttle reads recent ones), then dropped. */
const KEEP_EXPIRED_MS = 24 * 3600 * 1000;

export const newToken = () => randomBytes(24).toString('base64url');

export function createTicket(db: Db, clock: Clock, ticket: NewTicket): string {
  const now = clock.now();
  const token = ticket.token ?? newToken();
  db.prepare('DELETE FROM auth_tickets WHERE expires_at < ?').run(now - KEEP_EXPIRED_MS);
  db.prepare(
    `INSERT INTO auth_tickets (token, purpose, user_id, address, secret, data, attempts, created_at, expires_at, used)
     VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?, 0)`,
  ).run(
    token,
    ticket.purpose,
    ticket.userId ?? null,
    ticket.address ?? null,
    ticket.secret ?? null,
    JSON.stringify(ticket.data ?? {}),
    now,
    now + ticket.ttlMs,
  );
  return token;
}

/** The ticket whatever its state (the caller tells "expired" from "unknown"). */
export function findTicket(db: Db, purpose: TicketPurpose, token: string): AuthTicketRow | undefined {
  return db.prepare('SELECT * FROM auth_tickets WHERE token = ? AND purpose = ?').get(token, purpose) as
    | AuthTicketRow
    | undefined;
}

/** The newest ticket asked for an address (an SMS code is checked against the phone's latest). */
export function latestTicket(db: Db, purpose: TicketPurpose, address: string): AuthTicketRow | undefined {
  return db
    .prepare('SELECT * FROM auth_tickets WHERE purpose = ? AND address = ? ORDER BY created_at DESC, rowid DESC LIMIT 1')
    .get(purpose, address) as AuthTicketRow | undefined;
}

export function isLive(row: AuthTicketRow | undefined, nowMs: number): row is AuthTicketRow {
  return row !== undefined && row.used === 0 && row.expires_at > nowMs;
}

/** Spends a ticket; false when it was already spent (two requests racing for one ticket). */
export function spendTicket(db: Db, token: string): boolean {
  return db.prepare('UPDATE auth_tickets SET used = 1 WHERE token = ? AND used = 0').run(token).changes === 1;
}

/** Counts a wrong guess; returns the count so far. */
export function countAttempt(db: Db, token: string): number {
  db.prepare('UPDATE auth_tickets SET attempts = attempts + 1 WHERE token = ?').run(token);
  const row = db.prepare('SELECT attempts FROM auth_tickets WHERE token = ?').get(token) as { attempts: number } | undefined;
  return row?.attempts ?? 0;
}

export function ticketData<T>(row: AuthTicketRow): T {
  return JSON.parse(row.data) as T;
}
