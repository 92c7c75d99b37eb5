import * as z from 'zod/mini';
import { COUPON_TYPE_ORDER, type CouponTypeId } from '@/lib/rules/coupon';
import { initialCouponSettings, initialCouponState, recalculate, type CouponState } from './state';
import { withDependence } from './betState';
import { CouponGameSchema, CouponMarketSchema } from './bus';
import type { PendingPlacement } from './placement';

/**
 * What of the coupon survives a reload and is shared between tabs (docs/decisions/coupon-storage.md): the bets,
 * the type, the amounts and the settings — not the success view or what is worked out from bets —
 * and a placement still waiting for its answer (lib/coupon/placement.ts), so a reload goes on
 * checking it with the same key. Read back through a schema: storage is written by an older
 * version as well as by this one.
 */
const StoredBetSchema = z.object({
  market: CouponMarketSchema,
  game: CouponGameSchema,
  blockId: z.int(),
  statusId: z.int(),
  // The stored name (what older versions wrote): CouponBet.isSuspended.
  isBlocked: z.boolean(),
  isDepend: z.boolean(),
  isBannedExpress: z.boolean(),
  isDisabledBanker: z.boolean(),
  isBanker: z.boolean(),
  prevCoef: z.nullable(z.number()),
});

const amounts = z.record(z.string(), z.number());

// The body is the site's own, sent again as it was written; the backend checks it as ever.
const PendingPlacementSchema = z.object({
  key: z.string(),
  singles: z.boolean(),
  body: z.record(z.string(), z.unknown()),
});

const StoredCouponSchema = z.object({
  v: z.literal(1),
  typeId: z.int(),
  bets: z.array(StoredBetSchema),
  amount: z.number(),
  isAmountSetByPlayer: z.boolean(),
  amountByBetId: amounts,
  amountByBlockId: amounts,
  systemValue: z.int(),
  accountId: z.nullable(z.int()),
  manualPromoCode: z.string(),
  manuallyDeletedBonusBet: z.boolean(),
  addedAtByBetId: amounts,
  settings: z.object({
    changeCoefAction: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    isAutoMax: z.boolean(),
    isVipBet: z.boolean(),
    oneClickAmount: z.nullable(z.number()),
    isActiveOneClick: z.boolean(),
    exactCoef: z.boolean(),
    isDropOnScoreChange: z.boolean(),
    bonusAccountOneClickAmount: z.nullable(z.number()),
  }),
  // Absent in what an older version wrote.
  pendingPlacement: z.optional(z.nullable(PendingPlacementSchema)),
});
type StoredCoupon = z.infer<typeof StoredCouponSchema>;

function omit<T extends object, K extends keyof T>(value: T, key: K): Omit<T, K> {
  const copy = { ...value };
  delete copy[key];
  return copy;
}

export function serializeCoupon(state: CouponState): string {
  const { settings } = state;
  const stored: StoredCoupon = {
    v: 1,
    typeId: state.typeId,
    bets: state.bets.map(({ isSuspended, ...bet }) => ({ ...bet, isBlocked: isSuspended })),
    amount: state.amount,
    isAmountSetByPlayer: state.isAmountSetByPlayer,
    amountByBetId: state.amountByBetId,
    amountByBlockId: state.amountByBlockId,
    systemValue: state.systemValue,
    accountId: state.accountId,
    manualPromoCode: state.manualPromoCode,
    manuallyDeletedBonusBet: state.manuallyDeletedBonusBet,
    addedAtByBetId: state.addedAtByBetId,
    settings: {
      changeCoefAction: settings.changeCoefAction,
      isAutoMax: settings.isAutoMax,
      isVipBet: settings.isVipBet,
      oneClickAmount: settings.oneClickAmount,
      isActiveOneClick: settings.isActiveOneClick,
      exactCoef: settings.exactCoef,
      isDropOnScoreChange: settings.isDropOnScoreChange,
      bonusAccountOneClickAmount: settings.bonusAccountOneClickAmount,
    },
    pendingPlacement: state.pendingPlacement ? { ...state.pendingPlacement, body: { ...state.pendingPlacement.body } } : null,
  };
  return JSON.stringify(stored);
}

/**
 * The coupon stored by `serializeCoupon`, over the state it is restored into (which keeps what
 * this page already knows: the currency's step, the stake bounds). Null when there is none or it
 * cannot be read (the coupon then starts empty rather than broken).
 */
export function restoreCoupon(raw: string | null, into: CouponState = initialCouponState): CouponState | null {
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = StoredCouponSchema.safeParse(json);
  if (!parsed.success) return null;
  const stored = parsed.data;
  const typeId = (COUPON_TYPE_ORDER as readonly number[]).includes(stored.typeId) ? (stored.typeId as CouponTypeId) : into.typeId;
  const { settings, pendingPlacement, ...rest } = stored;
  return recalculate({
    ...into,
    ...omit(rest, 'v'),
    pendingPlacement: pendingPlacement ? { ...pendingPlacement, body: pendingPlacement.body as unknown as PendingPlacement['body'] } : null,
    typeId,
    bets: withDependence(stored.bets.map(({ isBlocked, ...bet }) => ({ ...bet, isSuspended: isBlocked }))),
    promoCode: stored.manualPromoCode.trim(),
    settings: { ...initialCouponSettings, ...into.settings, ...settings },
    tab: 'coupon',
  });
}
