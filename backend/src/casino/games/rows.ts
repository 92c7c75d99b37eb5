/** Row types of the games' tables as better-sqlite3 returns them (schema.ts). */
export interface PlaySessionRow {
  id: string;
  game_id: number;
  engine: string;
  mode: 'demo' | 'real';
  user_id: number | null;
  auth_session_id: string | null;
  account_id: number | null;
  iso: string;
  demo_balance_minor: number | null;
  client_seed: string;
  server_seed: string;
  server_seed_hash: string;
  nonce: number;
  lang: string;
  started_at: number;
  last_seen_at: number;
}

export type RoundStatus = 'open' | 'settled' | 'rolled_back';

export interface RoundRow {
  id: string;
  session_id: string;
  game_id: number;
  engine: string | null;
  mode: 'demo' | 'real';
  user_id: number | null;
  account_id: number | null;
  iso: string;
  stake_minor: number;
  win_minor: number | null;
  status: RoundStatus;
  params: string;
  outcome: string | null;
  payout_x100: number | null;
  server_seed: string | null;
  server_seed_hash: string | null;
  client_seed: string | null;
  nonce: number | null;
  cashout_x100: number | null;
  request_key: string | null;
  request_hash: string | null;
  created_at: number;
  settled_at: number | null;
  settled_by: string | null;
}

export interface WalletTxRow {
  id: string;
  kind: 'bet' | 'win' | 'rollback';
  round_id: string;
  session_id: string;
  amount_minor: number;
  bet_tx_id: string | null;
  body_hash: string;
  status: number;
  answer: string;
  created_at: number;
}
