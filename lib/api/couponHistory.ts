import * as z from 'zod/mini';
import { getJson, query, type GetOptions } from './http';
import { CouponViewSchema } from './couponView';

export const HISTORY_STATES = ['all', 'open', 'settled', 'won', 'lost'] as const;
export type HistoryState = (typeof HISTORY_STATES)[number];

export const CouponHistorySchema = z.object({
  items: z.array(CouponViewSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type CouponHistory = z.infer<typeof CouponHistorySchema>;

export interface HistoryQuery {
  /** ISO time; none for "all time". */
  from?: string;
  state: HistoryState;
  page: number;
  pageSize: number;
  lng: string;
}

export const couponHistoryKey = (q: HistoryQuery) =>
  `/web-api/coupon/history${query({ from: q.from, state: q.state, page: q.page, pageSize: q.pageSize, lng: q.lng })}`;

/** The player's coupons, newest first, a page at a time (docs/coupon-api.md). */
export function fetchCouponHistory(q: HistoryQuery, options: GetOptions = {}): Promise<CouponHistory> {
  return getJson(couponHistoryKey(q), CouponHistorySchema, options);
}
