import { randomInt } from 'node:crypto';
import type { Clock } from '../clock';
import type { Db } from '../db/handle';
import type { AuthTicketRow } from './rows';
import type { AppDeps } from '../deps';
import { sendSms } from '../mail/outbox';
import { codeExpired, codeInvalid, tooManyAttempts } from './authErrors';
import { CODE_LENGTH, CODE_MAX_ATTEMPTS, RESEND_INTERVAL_MS } from './signInRules';
import { hmac, sameText } from './signed';
import { countAttempt, createTicket, latestTicket, newToken, spendTicket, type TicketPurpose } from './tickets';

/**
 * Where a code is "sent": a player's inbox, a phone number that is no account's yet, the SMS
 * gateway (mail/outbox.ts sendSms: a phone being bound), or nowhere.
 */
export type Delivery = { userId: number } | { phone: string } | { sms: string } | null;

export function newCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

// Codes are kept as an HMAC bound to their ticket, never as they were sent.
const codeSecret = (secret: string, token: string, code: string) => hmac(secret, `code.${token}.${code}`);

/** The demo inbox the control API reads (GET /__control/inbox/:login, /__control/phone-inbox/:phone). */
export function deliverCode(db: Db, clock: Clock, to: Delivery, kind: string, code: string): void {
  if (!to) return;
  if ('sms' in to) {
    sendSms(db, clock, to.sms, code);
  } else if ('userId' in to) {
    db.prepare('INSERT INTO inbox (user_id, kind, code, created_at) VALUES (?, ?, ?, ?)').run(to.userId, kind, code, clock.now());
  } else {
    db.prepare('INSERT INTO phone_inbox (phone, kind, code, created_at) VALUES (?, ?, ?, ?)').run(to.phone, kind, code, clock.now());
  }
}

/**
 * 429 when a code for this purpose went to this address less than a minute ago. The address is
 * what was asked for, whether or not an account has it, so the answer says nothing about accounts.
 */
export function assertResendAllowed(db: Db, clock: Clock, purpose: TicketPurpose, address: string): void {
  const last = latestTicket(db, purpose, address);
  const now = clock.now();
  if (last && now - last.created_at < RESEND_INTERVAL_MS) {
    throw tooManyAttempts(last.created_at + RESEND_INTERVAL_MS, now, 'A code was sent a moment ago');
  }
}

export interface CodeRequest {
  purpose: TicketPurpose;
  ttlMs: number;
  address: string;
  userId: number | null;
  /** Null: nobody gets the code and it can never match (an address with no account behind it). */
  deliverTo: Delivery;
  data?: object;
}

/** Makes a code, keeps its HMAC in a ticket and delivers it; returns the ticket's token. */
export function issueCode(deps: AppDeps, request: CodeRequest): string {
  const token = newToken();
  const code = newCode();
  createTicket(deps.db, deps.clock, {
    token,
    purpose: request.purpose,
    ttlMs: request.ttlMs,
    userId: request.userId,
    address: request.address,
    secret: request.deliverTo ? codeSecret(deps.secret, token, code) : null,
    data: request.data,
  });
  deliverCode(deps.db, deps.clock, request.deliverTo, request.purpose, code);
  return token;
}

/**
 * Checks a code against its ticket and spends the ticket when it matches. Unknown ticket or wrong
 * code: code_invalid (a ticket survives CODE_MAX_ATTEMPTS wrong codes); spent or expired: code_expired.
 */
export function checkCode(deps: AppDeps, row: AuthTicketRow | undefined, code: string): AuthTicketRow {
  if (!row) throw codeInvalid();
  if (row.used === 1 || row.expires_at <= deps.clock.now() || row.attempts >= CODE_MAX_ATTEMPTS) throw codeExpired();
  const matches = row.secret !== null && sameText(row.secret, codeSecret(deps.secret, row.token, code.trim()));
  if (!matches) {
    const left = Math.max(0, CODE_MAX_ATTEMPTS - countAttempt(deps.db, row.token));
    throw codeInvalid(left);
  }
  if (!spendTicket(deps.db, row.token)) throw codeExpired();
  return row;
}
