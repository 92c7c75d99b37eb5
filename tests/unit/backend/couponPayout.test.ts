// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { couponCoef, possibleWinMinor, settledStatus, settledWinMinor, type PayoutLine } from '../../../backend/src/coupon/payout';
import { chainLegAmounts, decidePrice } from '../../../backend/src/coupon/rules';
import { bonusBetHolds, bonusFactorX100, stakeBoundsProblem } from '../../../lib/rules/coupon';
import { combinationsCount as combinations, elementarySymmetric, systemValueRange } from '../../../lib/rules/system';

/** The payout rules as pure functions, checked against a brute-force enumeration. */
const line = (priceX100: number, status: PayoutLine['status'] = 'won', isBanker = false): PayoutLine => ({
  priceX100,
  status,
  isBanker,
  blockId: null,
  blockAmountMinor: null,
});

const effective = (l: PayoutLine) => (l.status === 'won' ? BigInt(l.priceX100) : l.status === 'void' ? 100n : 0n);

/** Every k-subset of the lines that holds all bankers, listed one by one. */
function bruteSystem(amountMinor: number, k: number, lines: PayoutLine[]): number {
  const n = lines.length;
  let sum = 0n;
  let count = 0n;
  for (let mask = 0; mask < 1 << n; mask += 1) {
    const chosen = lines.filter((_, i) => mask & (1 << i));
    if (chosen.length !== k || lines.some((l, i) => l.isBanker && !(mask & (1 << i)))) continue;
    count += 1n;
    sum += chosen.reduce((product, l) => product * effective(l), 1n);
  }
  return Number((BigInt(amountMinor) * sum) / (count * 100n ** BigInt(k)));
}

/** A small deterministic generator so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

describe('system payout (elementary symmetric polynomials)', () => {
  it('equals the brute-force enumeration over 500 random systems with bankers, voids and losses', () => {
    const rnd = random(11);
    for (let round = 0; round < 500; round += 1) {
      const n = 3 + Math.floor(rnd() * 7);
      const bankers = Math.floor(rnd() * (n - 2));
      const lines = Array.from({ length: n }, (_, i) => {
        const r = rnd();
        return line(101 + Math.floor(rnd() * 900), r < 0.6 ? 'won' : r < 0.8 ? 'void' : 'lost', i < bankers);
      });
      const { min, max } = systemValueRange(n, bankers);
      const k = min + Math.floor(rnd() * (max - min + 1));
      const amountMinor = 1000 + Math.floor(rnd() * 1_000_000);
      const coupon = { typeId: 2, amountMinor, systemValue: k, lines };
      expect(settledWinMinor(coupon), `round ${round}: n=${n} k=${k} bankers=${bankers}`).toBe(bruteSystem(amountMinor, k, lines));
      const allWon = lines.map((l) => ({ ...l, status: 'won' as const }));
      expect(possibleWinMinor(coupon)).toBe(bruteSystem(amountMinor, k, allWon));
    }
  });

  it('a 2/3 system with a banker: both combinations hold the banker', () => {
    const lines = [line(200, 'won', true), line(150, 'won'), line(300, 'lost')];
    // 300 over C(2, 1) = 2 combinations: 150 · (2 · 1.5) + 150 · 0 = 450.
    expect(settledWinMinor({ typeId: 2, amountMinor: 30000, systemValue: 2, lines })).toBe(45000);
    expect(bruteSystem(30000, 2, lines)).toBe(45000);
  });

  it('prices 15 of 30 without listing the 155 117 520 combinations', () => {
    const lines = Array.from({ length: 30 }, (_, i) => line(150 + i));
    const started = performance.now();
    const win = possibleWinMinor({ typeId: 2, amountMinor: 100_000, systemValue: 15, lines });
    // The recurrence takes well under a millisecond; listing the combinations (15 products each)
    // takes a second at the very least: a bound this wide tells them apart on a busy machine too.
    expect(performance.now() - started).toBeLessThan(500);
    expect(win).toBeGreaterThan(100_000 * 1.5 ** 15);
    expect(combinations(30, 15)).toBe(155117520);
  });

  it('e_k by the recurrence', () => {
    expect(elementarySymmetric([2n, 3n, 4n], 0)).toBe(1n);
    expect(elementarySymmetric([2n, 3n, 4n], 2)).toBe(2n * 3n + 2n * 4n + 3n * 4n);
    expect(elementarySymmetric([2n, 3n, 4n], 3)).toBe(24n);
  });
});

describe('single, express and chain payouts', () => {
  it('an express multiplies won prices, a void counts 1, a loss 0; floored to the kopeck', () => {
    const express = (lines: PayoutLine[], amountMinor = 10000) => settledWinMinor({ typeId: 1, amountMinor, systemValue: null, lines });
    expect(express([line(200), line(150, 'void'), line(300)])).toBe(60000);
    expect(express([line(200), line(150, 'lost')])).toBe(0);
    // 10.01 × 1.55 = 15.5155 → 15.51; 100 × 1.1 × 3 = 330 exactly (no floating-point 329.99).
    expect(settledWinMinor({ typeId: 0, amountMinor: 1001, systemValue: null, lines: [line(155)] })).toBe(1551);
    expect(express([line(110), line(300)])).toBe(33000);
  });

  it('a chain pays what each won block does not carry on, and a lost block ends it', () => {
    const chain = (statuses: PayoutLine['status'][]) => {
      const prices = [200, 150, 300];
      const amounts = [10000, 15000, 10000];
      const lines = statuses.map((status, blockId) => ({ ...line(prices[blockId]!, status), blockId, blockAmountMinor: amounts[blockId]! }));
      return settledWinMinor({ typeId: 3, amountMinor: 10000, systemValue: null, lines });
    };
    expect(chain(['won', 'won', 'won'])).toBe(47500); // 200−150, 225−100, 300
    expect(chain(['won', 'void', 'won'])).toBe(40000); // 50, 150−100, 300
    expect(chain(['won', 'won', 'lost'])).toBe(17500); // 50, 125
    expect(chain(['lost', 'won', 'won'])).toBe(0);
    expect(chain(['void', 'void', 'void'])).toBe(10000);
  });

  it('status: all void is void, a payout is won, nothing is lost', () => {
    expect(settledStatus([line(200, 'void'), line(300, 'void')], 10000)).toBe('void');
    expect(settledStatus([line(200, 'void'), line(300, 'won')], 30000)).toBe('won');
    expect(settledStatus([line(200, 'lost')], 0)).toBe('lost');
  });

  it("the coupon's coef: an express's product to 2 decimals, a system's possible win over its amount", () => {
    expect(couponCoef({ typeId: 1, amountMinor: 100, systemValue: null, lines: [line(133), line(177)] })).toBe(2.35);
    expect(couponCoef({ typeId: 2, amountMinor: 30000, systemValue: 2, lines: [line(200), line(300), line(400)] })).toBe(8.67);
  });
});

describe('placing rules', () => {
  it('decidePrice maps changeCoefAction 0 ask, 1 accept increases, 2 accept any; exactCoef refuses all', () => {
    expect(decidePrice(200, 210, { changeCoefAction: 0, exactCoef: false })).toBeNull();
    expect(decidePrice(200, 210, { changeCoefAction: 1, exactCoef: false })).toBe(210);
    expect(decidePrice(200, 190, { changeCoefAction: 1, exactCoef: false })).toBeNull();
    expect(decidePrice(200, 190, { changeCoefAction: 2, exactCoef: false })).toBe(190);
    expect(decidePrice(200, 210, { changeCoefAction: 2, exactCoef: true })).toBeNull();
    expect(decidePrice(200, 200, { changeCoefAction: 0, exactCoef: true })).toBe(200);
  });

  it('stake bounds: none for an unknown currency or an unlisted type, no maximum on a bonus account', () => {
    const problem = (amountMinor: number, bounds: { min: number; max: number | null } | undefined, bonusAccount: boolean, typeId = 1) =>
      stakeBoundsProblem({ amountMinor, bounds, typeId, checkedTypes: [1], bonusAccount });
    expect(problem(999, { min: 10, max: 100 }, false)).toBe('belowMin');
    expect(problem(10001, { min: 10, max: 100 }, false)).toBe('aboveMax');
    expect(problem(10001, { min: 10, max: 100 }, true)).toBeNull();
    expect(problem(1, undefined, false)).toBeNull();
    expect(problem(1, { min: 10, max: 100 }, false, 2)).toBeNull();
    expect(problem(1_000_000_000, { min: 10, max: null }, false)).toBeNull();
  });

  it('chain legs: at most round2(previous amount × previous price), the maximum when none is named', () => {
    expect(chainLegAmounts(1001, [{ priceX100: 155, requestedMinor: undefined }, { priceX100: 200, requestedMinor: undefined }])).toEqual({
      amounts: [1001, 1552], // 10.01 × 1.55 = 15.5155 → 15.52
    });
    expect(chainLegAmounts(1000, [{ priceX100: 200, requestedMinor: undefined }, { priceX100: 200, requestedMinor: 2001 }])).toEqual({
      blockId: 1,
      maxMinor: 2000,
    });
  });
});

describe('the bonus bet on an express (limits-coupon-auth.md §5)', () => {
  const express = (pricesX100: number[], enabled = true, typeId = 1) => bonusBetHolds({ enabled, typeId, pricesX100 });

  it('holds for an express of 3 or more bets each at 1.1 or more, when the site allows it', () => {
    expect(express([150, 200, 120])).toBe(true);
    expect(express([110, 110, 110])).toBe(true);
    expect(express(Array.from({ length: 30 }, () => 110))).toBe(true);
    expect(express([150, 200, 120], false)).toBe(false);
    expect(express([150, 200, 109])).toBe(false);
    expect(express([150, 200])).toBe(false);
    for (const typeId of [0, 2, 3, 9]) expect(express([150, 200, 120], true, typeId)).toBe(false);
  });

  it('the factor is 1 × (1 + n/100) for 1–9 bets, else 1.1', () => {
    expect([1, 2, 3, 5, 9, 10, 11, 30].map(bonusFactorX100)).toEqual([101, 102, 103, 105, 109, 110, 110, 110]);
    expect(bonusFactorX100(0)).toBe(110);
  });

  const line3 = (statuses: PayoutLine['status'][] = ['won', 'won', 'won']) => [line(150, statuses[0]), line(200, statuses[1]), line(120, statuses[2])];
  const bonusExpress = (lines: PayoutLine[], amountMinor = 10000, bonusX100: number | null = 103) => ({ typeId: 1, amountMinor, systemValue: null, bonusX100, lines });

  it('an express with a bonus pays stake × Π prices × factor, a void counting 1, floored once', () => {
    expect(possibleWinMinor(bonusExpress(line3(['pending', 'pending', 'pending'])))).toBe(37080); // 100 × 3.6 × 1.03
    expect(settledWinMinor(bonusExpress(line3()))).toBe(37080);
    expect(settledWinMinor(bonusExpress(line3(['won', 'void', 'won'])))).toBe(18540); // 100 × 1.8 × 1.03
    expect(settledWinMinor(bonusExpress(line3(['won', 'lost', 'won'])))).toBe(0);
    // 10.01 × 1.55 × 1.1 × 1.2 × 1.03 = 21.0948738 → 21.09
    expect(settledWinMinor(bonusExpress([line(155), line(110), line(120)], 1001))).toBe(2109);
    expect(settledWinMinor(bonusExpress(line3(), 10000, null))).toBe(36000);
  });

  it('an express with a bonus whose every line is void gives the stake back, without the bonus', () => {
    const lines = line3(['void', 'void', 'void']);
    expect(settledWinMinor(bonusExpress(lines))).toBe(10000);
    expect(settledStatus(lines, 10000)).toBe('void');
  });

  it("the coupon's coef includes the factor: round2(Π prices × factor)", () => {
    expect(couponCoef(bonusExpress(line3()))).toBe(3.71); // 3.708
    expect(couponCoef(bonusExpress(Array.from({ length: 10 }, () => line(120)), 10000, 110))).toBe(6.81); // 6.8109…
    expect(couponCoef(bonusExpress(line3(), 10000, null))).toBe(3.6);
  });
});
