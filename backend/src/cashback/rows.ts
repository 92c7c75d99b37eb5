import type { Programme } from './terms';

export type CashbackStatus = 'computed' | 'claimed' | 'expired' | 'none';

export interface CashbackRow {
  id: number;
  user_id: number;
  programme: Programme;
  week_start: number;
  iso: string;
  level: number;
  staked_minor: number;
  won_minor: number;
  loss_minor: number;
  rate_pct: number;
  amount_minor: number;
  status: CashbackStatus;
  computed_at: number;
  expires_at: number;
  claimed_at: number | null;
}
