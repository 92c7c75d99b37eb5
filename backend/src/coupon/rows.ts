import type { Flag } from '../db/columns';

/**
 * Row types of this domain's tables as better-sqlite3 returns them (INTEGER → number, booleans are
 * 0/1, JSON columns are strings). Its modules map them to API shapes.
 */
export type CouponStatus = 'accepting' | 'rejected' | 'pending' | 'won' | 'lost' | 'void';
export type LineStatus = 'pending' | 'won' | 'lost' | 'void';

export interface CouponRow {
  id: number;
  user_id: number;
  account_id: number;
  iso: string;
  type_id: number;
  status: CouponStatus;
  reject_reason: string | null;
  amount_minor: number;
  system_value: number | null;
  combinations: number | null;
  change_coef_action: number;
  exact_coef: Flag;
  drop_on_score_change: Flag;
  win_minor: number | null;
  created_at: number;
  accept_at: number | null;
  settled_at: number | null;
  /** The bonus bet's factor in hundredths, null without one (coupon/migrate.ts adds it to older files). */
  bonus_x100: number | null;
}

export interface CouponLineRow {
  id: number;
  coupon_id: number;
  outcome_id: number;
  game_id: number;
  price_x100: number;
  score: string | null;
  is_banker: Flag;
  block_id: number | null;
  block_amount_minor: number | null;
  status: LineStatus;
  sort: number;
}

export interface IdempotencyRow {
  user_id: number;
  key: string;
  body_hash: string;
  status: number;
  answer: string;
  created_at: number;
}

export interface SavedCouponRow {
  code: string;
  bets: string;
  created_at: number;
}
