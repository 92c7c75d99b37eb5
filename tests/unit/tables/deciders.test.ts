// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { RED_NUMBERS, WHEEL_ORDER, colorOf, columnOf, FELT_ROWS, pocketAngle, wheelRotation } from '@/lib/tables/roulette';
import { payoutOf, positionLabel } from '@/lib/tables/positions';
import { clockOffset, secondsLeft } from '@/lib/tables/countdown';
import { parseCard } from '@/lib/tables/cards';
import { addChip, roundTotals, slipTotal } from '@/lib/tables/slip';
import { seedMatches, sha256Hex } from '@/lib/tables/fairness';

// The live tables' pure rules: the roulette layout and wheel, position names, the countdown on
// the backend's clock, cards, the slip and the fairness check.
describe('the roulette layout', () => {
  it('has the single-zero wheel in its order and the 18 red numbers', () => {
    expect(WHEEL_ORDER.slice(0, 5)).toEqual([0, 32, 15, 19, 4]);
    expect(WHEEL_ORDER.at(-1)).toBe(26);
    expect([...WHEEL_ORDER].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, i) => i));
    expect(RED_NUMBERS.size).toBe(18);
    expect([colorOf(0), colorOf(17), colorOf(32), colorOf(10), colorOf(36)]).toEqual(['green', 'black', 'red', 'black', 'red']);
  });

  it('lays 1–36 out in three rows, the top row being column 3', () => {
    expect(FELT_ROWS[0]?.slice(0, 3)).toEqual([3, 6, 9]);
    expect(FELT_ROWS[2]?.at(-1)).toBe(34);
    expect([columnOf(0), columnOf(1), columnOf(35), columnOf(36)]).toEqual([null, 1, 2, 3]);
  });

  it('turns the wheel forward at least two turns until the number is under the pointer', () => {
    const first = wheelRotation(0, 17);
    expect(first).toBeGreaterThanOrEqual(720);
    expect((first + pocketAngle(17)) % 360).toBeCloseTo(0);
    const second = wheelRotation(first, 0);
    expect(second).toBeGreaterThanOrEqual(first + 720);
    expect(second % 360).toBeCloseTo(0);
  });
});

describe('positions', () => {
  it('names each kind of position with its numbers', () => {
    expect(positionLabel('straight:17')).toEqual({ key: 'straight', number: 17, color: 'black' });
    expect(positionLabel('split:17-20')).toEqual({ key: 'split', numbers: '17, 20' });
    expect(positionLabel('street:4')).toEqual({ key: 'street', numbers: '4, 5, 6' });
    expect(positionLabel('corner:1')).toEqual({ key: 'corner', numbers: '1, 2, 4, 5' });
    expect(positionLabel('line:31')).toEqual({ key: 'line', numbers: '31, 32, 33, 34, 35, 36' });
    expect(positionLabel('dozen:2')).toEqual({ key: 'dozen', n: 2 });
    expect(positionLabel('red')).toEqual({ key: 'red' });
    expect(positionLabel('bankerPair')).toEqual({ key: 'bankerPair' });
    expect(positionLabel('dozen:4')).toEqual({ key: 'unknown', position: 'dozen:4' });
  });

  it('knows the payouts to 1', () => {
    expect([payoutOf('straight:5'), payoutOf('column:1'), payoutOf('red'), payoutOf('banker'), payoutOf('tie'), payoutOf('playerPair')]).toEqual([35, 2, 1, 0.95, 8, 11]);
  });
});

describe('the countdown', () => {
  it('counts on the backend clock, whatever the browser clock says', () => {
    // The backend says 10 000 while the browser says 4 000: 6 000 ahead.
    const offset = clockOffset(10_000, 4_000);
    expect(secondsLeft(25_000, offset, 4_000)).toBe(15);
    expect(secondsLeft(25_000, offset, 18_500)).toBe(1);
    expect(secondsLeft(25_000, offset, 30_000)).toBe(0);
    expect(secondsLeft(null, offset, 4_000)).toBeNull();
  });
});

describe('cards', () => {
  it('reads rank and suit, and nothing else', () => {
    expect(parseCard('10H')).toEqual({ rank: '10', suit: 'H', red: true });
    expect(parseCard('AS')).toEqual({ rank: 'A', suit: 'S', red: false });
    expect(parseCard('1H')).toBeNull();
    expect(parseCard('KX')).toBeNull();
  });
});

describe('the slip', () => {
  it('adds chips per position and totals them', () => {
    let slip = addChip([], 'red', 1000);
    slip = addChip(slip, 'straight:32', 5000);
    slip = addChip(slip, 'red', 1000);
    expect(slip).toEqual([
      { position: 'red', amountMinor: 2000 },
      { position: 'straight:32', amountMinor: 5000 },
    ]);
    expect(slipTotal(slip)).toBe(7000);
  });

  it('has a round win only once every bet is settled', () => {
    expect(roundTotals([{ amountMinor: 100, winMinor: 200 }, { amountMinor: 100, winMinor: null }])).toEqual({ stakeMinor: 200, winMinor: null });
    expect(roundTotals([{ amountMinor: 100, winMinor: 200 }, { amountMinor: 100, winMinor: 0 }])).toEqual({ stakeMinor: 200, winMinor: 200 });
    expect(roundTotals([])).toEqual({ stakeMinor: 0, winMinor: null });
  });
});

describe('fairness', () => {
  it('checks SHA-256(seed) against the commitment', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(await seedMatches('abc', 'BA7816BF8F01CFEA414140DE5DAE2223B00361A396177A9CB410FF61F20015AD')).toBe(true);
    expect(await seedMatches('abd', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')).toBe(false);
  });
});
