import type { Flag } from '../db/columns';

/**
 * Row types of this domain's tables as better-sqlite3 returns them (INTEGER → number, booleans are
 * 0/1, JSON columns are strings). Its modules map them to API shapes.
 */
export interface SessionRow {
  id: string;
  user_id: number;
  created_at: number;
  expires_at: number;
  revoked: Flag;
  /** "Chrome 131 · Windows" (security/device.ts); '' when unknown. */
  device: string;
  /** The client address at sign-in; '' when unknown. */
  address: string;
  /** When the session was last used, epoch ms; updated at most once a minute (auth/sessions.ts). */
  last_seen_at: number;
}

export interface InboxRow {
  id: number;
  user_id: number;
  kind: string;
  code: string;
  created_at: number;
}

export interface AuthTicketRow {
  token: string;
  purpose: string;
  user_id: number | null;
  address: string | null;
  secret: string | null;
  data: string;
  attempts: number;
  created_at: number;
  expires_at: number;
  used: Flag;
}
