// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { possibleWinMinor } from '../../../backend/src/coupon/payout';
import { mulberry32 as seeded } from '../../../backend/src/rng';
import { checkSystemValue } from '../../../backend/src/coupon/place';
import { systemValues } from '@/lib/coupon/systems';
import { couponTotals } from '@/lib/coupon/totals';
import { MAX_COUPON_BETS } from '@/lib/rules/coupon';
import { priceX100 } from '@/lib/rules/units';
import { bet } from '../coupon/fixtures';

// The system bet priced and bounded by the slip and by the backend over the same cases
// (limits-coupon-auth.md §3 "System option", §5; docs/decisions/shared-rules.md).


const SEED = 20_240_611;

describe('system pricing: the slip and the backend agree', () => {
  it("10 000 random systems: the slip's possible win is the backend's payout, to the minor unit", () => {
    const next = seeded(SEED);
    const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
    let checked = 0;
    for (let round = 0; round < 10_000; round += 1) {
      const n = int(3, MAX_COUPON_BETS);
      const bankers = int(0, Math.min(2, n - 2));
      const decimals = next() < 0.5 ? 2 : 3;
      const coefs = Array.from({ length: n }, () => Number((1.01 + next() * 9).toFixed(decimals)));
      const selections = coefs.map((coef, i) => bet(i + 1, coef, { isBanker: i < bankers }));
      const values = systemValues(selections.map((s) => ({ coef: s.market.coef, isBanker: s.isBanker })));
      const k = values[int(0, values.length - 1)] as number;
      const amountMinor = int(1, 10_000_000);

      const site = couponTotals({ typeId: 2, bets: selections, amount: amountMinor / 100, amountByBetId: {}, amountByBlockId: {}, systemValue: k });
      const backend = possibleWinMinor({
        typeId: 2,
        amountMinor,
        systemValue: k,
        lines: coefs.map((coef, i) => ({ priceX100: priceX100(coef), status: 'pending' as const, isBanker: i < bankers, blockId: null, blockAmountMinor: null })),
      });
      // The backend answers in major units (toMajor: minor / 100), the number the slip must show.
      expect(site.possibleWin, `seed ${SEED}, round ${round}: ${k} from ${n}, ${bankers} bankers, ${amountMinor} minor, ${coefs.join(' ')}`).toBe(backend / 100);
      checked += 1;
    }
    expect(checked).toBe(10_000);
  });
});

describe('"k from n": the slip offers exactly what the backend accepts', () => {
  const backendAccepts = (n: number, bankers: number, k: number | undefined): boolean => {
    const bets = Array.from({ length: n }, (_, i) => ({ id: i + 1, coef: 2, isBanker: i < bankers }));
    try {
      checkSystemValue({ typeId: 2, bets, systemValue: k });
      return true;
    } catch {
      return false;
    }
  };

  it('for every n up to the most bets, every banker count and every k', () => {
    let cases = 0;
    for (let n = 0; n <= MAX_COUPON_BETS; n += 1) {
      for (let bankers = 0; bankers <= n; bankers += 1) {
        const offered = systemValues(Array.from({ length: n }, (_, i) => ({ coef: 2, isBanker: i < bankers })));
        for (let k = -1; k <= n + 1; k += 1) {
          expect(backendAccepts(n, bankers, k), `${k} from ${n} with ${bankers} bankers`).toBe(offered.includes(k));
          cases += 1;
        }
        expect(backendAccepts(n, bankers, undefined)).toBe(false);
        expect(backendAccepts(n, bankers, 2.5)).toBe(false);
      }
    }
    expect(cases).toBeGreaterThan(10_000);
  });
});
