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
