import { describe, expect, it } from 'vitest';
import { systemCombinations, systemOptions, systemValues, systemWin } from '@/lib/coupon/systems';
import { combinationsCount, elementarySymmetric } from '@/lib/rules/system';

/** Every k-subset, listed: the slow truth the recurrence must equal (prices in hundredths, amount in minor units). */
function bruteForce(selections: { coef: number; isBanker: boolean }[], k: number, amountMinor: number): { combos: number; winMinor: number } {
  let combos = 0;
  let sum = 0n;
  const n = selections.length;
  for (let mask = 0; mask < 1 << n; mask += 1) {
    const picked = selections.filter((_, i) => mask & (1 << i));
    if (picked.length !== k || !selections.every((s, i) => !s.isBanker || mask & (1 << i))) continue;
    combos += 1;
    sum += picked.reduce((p, s) => p * BigInt(Math.round(s.coef * 100)), 1n);
  }
  return { combos, winMinor: combos === 0 ? 0 : Number((BigInt(amountMinor) * sum) / (BigInt(combos) * 100n ** BigInt(k))) };
}

// A small seeded generator: the same "random" coupons every run.
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

describe('system pricing (elementary symmetric polynomials)', () => {
  it('E[k] of three prices is the sum of products of each k of them', () => {
    expect([0, 1, 2, 3].map((k) => elementarySymmetric([2n, 3n, 4n], k))).toEqual([1n, 9n, 26n, 24n]);
  });

  it('counts combinations exactly', () => {
    expect(combinationsCount(3, 2)).toBe(3);
    expect(combinationsCount(30, 15)).toBe(155117520);
    expect(combinationsCount(5, 6)).toBe(0);
  });

  it('offers k from 2 (or bankers + 1) to n − 1', () => {
    const plain = [1.5, 2, 2.5, 3].map((coef) => ({ coef, isBanker: false }));
    expect(systemValues(plain)).toEqual([2, 3]);
    const banked = plain.map((s, i) => ({ ...s, isBanker: i < 2 }));
    expect(systemValues(banked)).toEqual([3]);
    expect(systemValues(plain.slice(0, 2))).toEqual([]);
  });

  it('matches listing every combination on random coupons, bankers included', () => {
    const next = random(42);
    for (let round = 0; round < 200; round += 1) {
      const n = 3 + Math.floor(next() * 8);
      const selections = Array.from({ length: n }, () => ({ coef: Math.round((1.01 + next() * 6) * 100) / 100, isBanker: next() < 0.2 }));
      const amountMinor = 100 + Math.floor(next() * 100_000);
      for (const k of systemValues(selections)) {
        const truth = bruteForce(selections, k, amountMinor);
        expect(systemCombinations(selections, k)).toBe(truth.combos);
        expect(Math.round(systemWin(selections, k, amountMinor / 100) * 100)).toBe(truth.winMinor);
      }
    }
  });

  it('prices 30 selections without listing them (C(30, 15) = 155 million combinations)', () => {
    const selections = Array.from({ length: 30 }, () => ({ coef: 2, isBanker: false }));
    const options = systemOptions(selections);
    expect(options).toHaveLength(28);
    expect(options[13]).toMatchObject({ value: 15, combo: 155117520 });
    // Every price 2: each combination returns 2^15 times its stake.
    expect(systemWin(selections, 15, 100)).toBe(100 * 2 ** 15);
  });

  it('gives the least total stake of an option when a per-combination minimum is known', () => {
    const selections = [2, 2, 2].map((coef) => ({ coef, isBanker: false }));
    expect(systemOptions(selections, 10)).toEqual([{ value: 2, offset: 0, combo: 3, minBetAmount: 30 }]);
  });
});
