import { describe, expect, it } from 'vitest';
import { chainLegs, couponTotals } from '@/lib/coupon/totals';
import { bet } from './fixtures';

const none = { amountByBetId: {}, amountByBlockId: {}, systemValue: 2 };

describe('the slip figures per type', () => {
  it('single: stake × price, floored to the kopeck', () => {
    expect(couponTotals({ ...none, typeId: 0, bets: [bet(1, 1.85)], amount: 150 })).toMatchObject({ coef: 1.85, stake: 150, possibleWin: 277.5 });
    expect(couponTotals({ ...none, typeId: 0, bets: [bet(1, 1.333)], amount: 10 }).possibleWin).toBe(13.33);
  });
  it('express: the product, with the bonus factor when there is one', () => {
    const bets = [bet(1, 1.5), bet(2, 2), bet(3, 2.5)];
    expect(couponTotals({ ...none, typeId: 1, bets, amount: 100 })).toMatchObject({ coef: 7.5, possibleWin: 750 });
    expect(couponTotals({ ...none, typeId: 1, bets, amount: 100, bonusFactor: 1.03 })).toMatchObject({ coef: 7.73, possibleWin: 772.5 });
  });
  it('system 2/3: 3 combinations, the stake split, the best return', () => {
    const bets = [bet(1, 2), bet(2, 3), bet(3, 4)];
    // (2·3 + 2·4 + 3·4) × 300 / 3 = 26 × 100.
    expect(couponTotals({ ...none, typeId: 2, bets, amount: 300 })).toMatchObject({ combinations: 3, stakePerCombination: 100, possibleWin: 2600, stake: 300 });
  });
  it('system 3/4 with a banker: the banker in each of C(3, 2) combinations', () => {
    const bets = [bet(1, 2, { isBanker: true }), bet(2, 3), bet(3, 4), bet(4, 5)];
    // 2 × (3·4 + 3·5 + 4·5) = 94 per unit, 3 combinations.
    expect(couponTotals({ ...none, typeId: 2, bets, amount: 30, systemValue: 3 })).toMatchObject({ combinations: 3, stakePerCombination: 10, possibleWin: 940 });
  });
  it('multiple singles: each bet its own stake', () => {
    const bets = [bet(1, 2), bet(2, 3)];
    expect(couponTotals({ ...none, typeId: 9, bets, amount: 100, amountByBetId: { '20': 50 } })).toMatchObject({ stake: 150, possibleWin: 350, coef: null });
  });
  it('chain: each leg carries at most what the last returned, the rest is paid out', () => {
    const bets = [bet(1, 2), bet(2, 3)];
    // 100 × 2 = 200 back; 50 carried into leg 1 (150 paid), 50 × 3 = 150: 300 in all.
    expect(couponTotals({ ...none, typeId: 3, bets, amount: 100, amountByBlockId: { '1': 50 } }).possibleWin).toBe(300);
    // Nothing set for leg 1: all of it carried on, an express in effect.
    expect(couponTotals({ ...none, typeId: 3, bets, amount: 100 }).possibleWin).toBe(600);
    expect(chainLegs(bets, 100, { '1': 50 })).toEqual([
      { blockId: 0, amount: 100, max: null },
      { blockId: 1, amount: 50, max: 200 },
    ]);
  });
  it('an empty coupon has nothing to pay', () => {
    expect(couponTotals({ ...none, typeId: 1, bets: [], amount: 100 })).toMatchObject({ stake: 0, possibleWin: 0, coef: null });
  });
});
