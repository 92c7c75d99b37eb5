import type { Clock } from '../clock';
import type { Db } from '../db/handle';

/** A letter as the control API shows it (GET /__control/mail/:login). */
export interface SentMail {
  to: string;
  subject: string;
  at: string;
  body: string;
}

export interface Letter {
  /** The account it is for; null for an address no account has. */
  userId: number | null;
  to: string;
  subject: string;
  body: string;
}

/** "Sends" a letter: the reference outbox keeps it (docs/mail-and-sms.md). */
export function sendMail(db: Db, clock: Clock, letter: Letter): void {
  db.prepare('INSERT INTO mail_outbox (user_id, to_address, subject, body, created_at) VALUES (?, ?, ?, ?, ?)').run(
    letter.userId,
    letter.to,
    letter.subject,
    letter.body,
    clock.now(),
  );
}

/** A player's letters, oldest first. */
export function mailOf(db: Db, userId: number): SentMail[] {
  const rows = db.prepare('SELECT to_address, subject, body, created_at FROM mail_outbox WHERE user_id = ? ORDER BY id').all(userId) as {
    to_address: string;
    subject: string;
    body: string;
    created_at: number;
  }[];
  return rows.map((row) => ({ to: row.to_address, subject: row.subject, at: new Date(row.created_at).toISOString(), body: row.body }));
}

/** "Sends" a code by SMS: the reference gateway keeps it for the control API (GET /__control/sms/:phone). */
export function sendSms(db: Db, clock: Clock, phone: string, code: string): void {
  db.prepare('INSERT INTO sms_outbox (phone, code, created_at) VALUES (?, ?, ?)').run(phone, code, clock.now());
}

/** The codes sent to a phone ("+79990001122"), oldest first. */
export function smsOf(db: Db, phone: string): { code: string; at: string }[] {
  const rows = db.prepare('SELECT code, created_at FROM sms_outbox WHERE phone = ? ORDER BY id').all(phone) as { code: string; created_at: number }[];
  return rows.map((row) => ({ code: row.code, at: new Date(row.created_at).toISOString() }));
}
