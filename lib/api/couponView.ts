import * as z from 'zod/mini';
import { getJson, query, type GetOptions } from './http';

/** A line of a placed coupon (docs/coupon-api.md "Coupon view"). */
export const CouponLineSchema = z.object({
  outcomeId: z.int(),
  gameId: z.int(),
  team1: z.string(),
  team2: z.string(),
  champName: z.string(),
  sportName: z.string(),
  marketName: z.string(),
  coef: z.number(),
  status: z.enum(['pending', 'won', 'lost', 'void']),
  isBanker: z.boolean(),
  blockId: z.nullable(z.int()),
  startsAt: z.string(),
  isLive: z.boolean(),
});

export const COUPON_STATUSES = ['accepting', 'rejected', 'pending', 'won', 'lost', 'void'] as const;

/** A placed coupon as the backend shows it to its owner. */
export const CouponViewSchema = z.object({
  couponId: z.int(),
  typeId: z.int(),
  status: z.enum(COUPON_STATUSES),
  rejectReason: z.optional(z.nullable(z.string())),
  amount: z.number(),
  coef: z.number(),
  /** The express's bonus bet factor, included in coef and possibleWin; null without one. */
  bonusFactor: z._default(z.nullable(z.number()), null),
  possibleWin: z.number(),
  win: z.nullable(z.number()),
  iso: z.string(),
  accountId: z.int(),
  systemValue: z.nullable(z.int()),
  combinations: z.nullable(z.int()),
  createdAt: z.string(),
  acceptAt: z.nullable(z.string()),
  settledAt: z.nullable(z.string()),
  lines: z.array(CouponLineSchema),
});
export type CouponView = z.infer<typeof CouponViewSchema>;

export const couponViewKey = (couponId: number, lng: string) => `/web-api/coupon/${couponId}${query({ lng })}`;

/** The owner's coupon (404 for anyone else): the pending poll and the print page. */
export function fetchCouponView(couponId: number, lng: string, options: GetOptions = {}): Promise<CouponView> {
  return getJson(couponViewKey(couponId, lng), CouponViewSchema, options);
}
