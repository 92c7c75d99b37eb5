// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PlaceBodySchema } from '../../../backend/src/coupon/request';
import { checkAmount } from '@/lib/coupon/amounts';
import { availableTypes } from '@/lib/coupon/availability';
import { COUPON_TYPE_ORDER, MAX_COUPON_BETS, MIN_BETS_BY_TYPE, stakeBoundsProblem, type CouponTypeId } from '@/lib/rules/coupon';
import { bet } from '../coupon/fixtures';

// The coupon's bet counts and stake bounds, as the slip offers them and as the backend accepts them
// (limits-coupon-auth.md §4, §5; docs/decisions/shared-rules.md).

const body = (typeId: CouponTypeId, n: number) => ({
  typeId,
  accountId: 1,
  amount: 100,
  bets: Array.from({ length: n }, (_, i) => ({ id: i + 1, coef: 2, blockId: i, isBanker: false })),
  systemValue: 2,
  changeCoefAction: 2,
  exactCoef: false,
  isDropOnScoreChange: false,
});

describe('bet counts: the slip offers a type only for counts the backend accepts', () => {
  // The backend also takes multiple singles of one bet (docs/coupon-api.md "Fewest bets"), which the
  // slip shows as a single: the slip offers no more than the backend accepts, and both stop at the most bets.
  it.each(COUPON_TYPE_ORDER)('type %i, from 1 to one more than the most bets', (typeId) => {
    for (let n = 1; n <= MAX_COUPON_BETS + 1; n += 1) {
      // The slip's store takes no bet past the most (store/slices/coupon.ts).
      const slipOffers = n <= MAX_COUPON_BETS && availableTypes(Array.from({ length: n }, (_, i) => bet(i + 1, 2))).includes(typeId);
      const backendAccepts = PlaceBodySchema.safeParse(body(typeId, n)).success;
      expect(backendAccepts || !slipOffers, `${n} bets offered by the slip, refused by the backend`).toBe(true);
      expect(backendAccepts && n < MIN_BETS_BY_TYPE[typeId], `${n} bets, fewer than the least`).toBe(false);
    }
    expect(PlaceBodySchema.safeParse(body(typeId, MAX_COUPON_BETS + 1)).success).toBe(false);
  });
});

describe('stake bounds: the slip refuses what the backend refuses', () => {
  const bounds = { min: 0.2, max: 5000 };
  it.each([
    [0.19, false],
    [0.2, false],
    [5000, false],
    [5000.01, false],
    [5000.01, true],
    [0.19, true],
  ])('%f on a bonus account: %s', (amount, bonusAccount) => {
    for (const typeId of COUPON_TYPE_ORDER) {
      const checkedTypes = [typeId === 9 ? 0 : 9];
      for (const types of [[typeId], checkedTypes]) {
        const site = checkAmount({ typeId, amount, min: bounds.min, max: bounds.max, checkedTypes: types, isBonusAccount: bonusAccount });
        const backend = stakeBoundsProblem({ amountMinor: Math.round(amount * 100), bounds, typeId, checkedTypes: types, bonusAccount });
        expect(site?.code ?? null).toBe(backend);
      }
    }
  });
});
