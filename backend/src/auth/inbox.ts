import type { Db } from '../db/handle';
import type { InboxRow } from './rows';

/**
 * The demo inboxes the control API reads back (GET /__control/inbox/:login, /__control/phone-inbox/:phone),
 * oldest first; auth/codes.ts fills them.
 */
export interface SentCode {
  kind: string;
  code: string;
  createdAt: string;
}

type SentRow = Pick<InboxRow, 'kind' | 'code' | 'created_at'>;

const toSentCode = (row: SentRow): SentCode => ({ kind: row.kind, code: row.code, createdAt: new Date(row.created_at).toISOString() });

/** Codes sent to a player. */
export function inboxOf(db: Db, userId: number): SentCode[] {
  const rows = db.prepare('SELECT * FROM inbox WHERE user_id = ? ORDER BY id').all(userId) as InboxRow[];
  return rows.map(toSentCode);
}

/** Codes sent to a phone number that is no account's yet ("+79990001122"). */
export function phoneInboxOf(db: Db, phone: string): SentCode[] {
  const rows = db.prepare('SELECT kind, code, created_at FROM phone_inbox WHERE phone = ? ORDER BY id').all(phone) as SentRow[];
  return rows.map(toSentCode);
}
