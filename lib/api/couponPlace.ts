import * as z from 'zod/mini';
import { IDEMPOTENCY_HEADER } from '@/lib/config/backend';
import type { ChangeCoefAction, CouponTypeId } from '@/lib/rules/coupon';
import { requestJson } from './http';
import { CouponViewSchema } from './couponView';

/** The placed-coupon payload (limits-coupon-auth.md §3), as docs/coupon-api.md takes it. */
export interface PlaceCouponBody {
  typeId: CouponTypeId;
  accountId: number;
  amount: number;
  amountByBetId?: Record<string, number>;
  amountByBlockId?: Record<string, number>;
  systemValue?: number;
  bets: { id: number; coef: number; blockId?: number; isBanker?: boolean; score?: string | null }[];
  changeCoefAction: ChangeCoefAction;
  exactCoef: boolean;
  isDropOnScoreChange: boolean;
  coef?: number;
  coefViewId?: number;
  promoCode?: string;
  isVipBet?: boolean;
  /** The express's bonus bet, as the slip shows it (limits-coupon-auth.md §5); the backend checks the rule again. */
  isBonusBet?: boolean;
}

const PlacedSchema = z.object({ ...CouponViewSchema.shape, balance: z.number() });

const SingleResultSchema = z.union([
  z.object({ betId: z.int(), ok: z.literal(true), coupon: CouponViewSchema }),
  z.object({ betId: z.int(), ok: z.literal(false), error: z.object({ code: z.string(), detail: z.string() }) }),
]);
const PlacedSinglesSchema = z.object({ coupons: z.array(SingleResultSchema), balance: z.number() });

export const placeCouponPath = '/web-api/coupon/place';

/**
 * Places a coupon. The key names this attempt: a double click or a retry after a lost answer
 * sends the same key, and the backend places once (docs/coupon-api.md "Idempotency").
 */
export function placeCoupon(body: PlaceCouponBody, idempotencyKey: string) {
  return requestJson(placeCouponPath, { method: 'POST', body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey }, schema: PlacedSchema });
}

/** Multiple singles: each single's own result. */
export function placeSingles(body: PlaceCouponBody, idempotencyKey: string) {
  return requestJson(placeCouponPath, { method: 'POST', body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey }, schema: PlacedSinglesSchema });
}
