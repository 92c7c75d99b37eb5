import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { crashPayoutX100, crashRtp, multiplierAt, playCrash, timeToReach } from '../../../backend/src/casino/games/crash';
import { ENGINES, replay } from '../../../backend/src/casino/games/engines';
import { commitmentOf, fairFloats, newServerSeed } from '../../../backend/src/casino/games/fair';
import { KENO_PAYTABLE, kenoRtp, playKeno } from '../../../backend/src/casino/games/keno';
import { engineForCategories } from '../../../backend/src/casino/games/playable';
import { playScratch, SCRATCH_SYMBOLS, scratchRtp } from '../../../backend/src/casino/games/scratch';
import { evaluateLine, playSlot } from '../../../backend/src/casino/games/slot';
import { SLOT_MODEL } from '../../../backend/src/casino/games/slotModel';
import { slotRtp } from '../../../backend/src/casino/games/slotRtp';

const INPUT = { serverSeed: 'test-server-seed', clientSeed: 'test-client', nonce: 7 };

/** The documented derivation, written again from the text of docs/casino-games.md. */
function documentedFloats(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const out: number[] = [];
  for (let cursor = 0; out.length < count; cursor += 1) {
    const block = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`).digest();
    for (let i = 0; i < 8 && out.length < count; i += 1) {
      out.push(block[i * 4]! / 256 + block[i * 4 + 1]! / 256 ** 2 + block[i * 4 + 2]! / 256 ** 3 + block[i * 4 + 3]! / 256 ** 4);
    }
  }
  return out;
}

describe('provably fair floats', () => {
  it('are HMAC-SHA256(serverSeed, clientSeed:nonce:cursor), eight floats of four bytes a block', () => {
    const floats = fairFloats(INPUT);
    const mine = Array.from({ length: 20 }, () => floats());
    expect(mine).toEqual(documentedFloats(INPUT.serverSeed, INPUT.clientSeed, INPUT.nonce, 20));
    expect(mine.every((f) => f >= 0 && f < 1)).toBe(true);
    expect(new Set(mine).size).toBe(20);
  });

  it('commit with SHA-256 of the seed text, and a new seed is 64 hex digits from the CSPRNG', () => {
    expect(commitmentOf('abc')).toBe(createHash('sha256').update('abc').digest('hex'));
    const a = newServerSeed();
    const b = newServerSeed();
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(a).not.toBe(b);
  });
});

describe('the slot engine', () => {
  const [W, S, SEVEN, BAR, , , , CHERRY] = [0, 1, 2, 3, 4, 5, 6, 7];

  it('pays a line left to right, the wild standing in, the scatter breaking it', () => {
    expect(evaluateLine(SLOT_MODEL, [W, W, SEVEN, SEVEN, BAR])).toEqual({ symbol: SEVEN, count: 4, pay: 40 });
    expect(evaluateLine(SLOT_MODEL, [W, W, W, CHERRY, BAR])).toEqual({ symbol: W, count: 3, pay: 21 });
    expect(evaluateLine(SLOT_MODEL, [W, W, W, W, W])).toEqual({ symbol: W, count: 5, pay: 200 });
    expect(evaluateLine(SLOT_MODEL, [CHERRY, W, S, CHERRY, CHERRY])).toEqual({ symbol: CHERRY, count: 2, pay: 1 });
    expect(evaluateLine(SLOT_MODEL, [S, SEVEN, SEVEN, SEVEN, SEVEN])).toBeNull();
    expect(evaluateLine(SLOT_MODEL, [BAR, SEVEN, SEVEN, SEVEN, SEVEN])).toBeNull();
  });

  it('stops each reel at floor(float × 30) and shows three rows of its strip', () => {
    const outcome = playSlot(SLOT_MODEL, fairFloats(INPUT));
    const floats = documentedFloats(INPUT.serverSeed, INPUT.clientSeed, INPUT.nonce, 5);
    expect(outcome.base.stops).toEqual(floats.map((f) => Math.floor(f * 30)));
    outcome.base.grid.forEach((row, r) =>
      row.forEach((symbol, reel) => expect(symbol).toBe(SLOT_MODEL.reels[reel]![(outcome.base.stops[reel]! + r) % 30])),
    );
    const linePays = outcome.base.lineWins.reduce((sum, win) => sum + win.pay, 0);
    expect(outcome.payoutX100).toBe(((linePays + (SLOT_MODEL.scatterPays[outcome.base.scatters] ?? 0) * 20) * 100) / 20);
  });

  it('starts free spins on three scatters and adds their wins', () => {
    let nonce = 0;
    let outcome = playSlot(SLOT_MODEL, fairFloats({ ...INPUT, nonce }));
    while (outcome.base.scatters < 3) outcome = playSlot(SLOT_MODEL, fairFloats({ ...INPUT, nonce: (nonce += 1) }));
    expect(outcome.base.freeSpinsAwarded).toBe(SLOT_MODEL.freeSpins[outcome.base.scatters]);
    const retriggered = outcome.freeSpins.reduce((sum, spin) => sum + spin.freeSpinsAwarded, 0);
    expect(outcome.freeSpins).toHaveLength(outcome.base.freeSpinsAwarded + retriggered);
    const total = outcome.base.winLineBets + outcome.freeSpins.reduce((sum, spin) => sum + spin.winLineBets, 0);
    expect(outcome.payoutX100).toBe((total * 100) / 20);
    expect(outcome.payoutX100).toBeGreaterThanOrEqual(100);
  });

  it('states its RTP from its definition: 96.01 %', () => {
    const theory = slotRtp(SLOT_MODEL);
    expect(theory.rtp).toBeCloseTo(0.960060, 5);
    expect(theory.lineReturn + theory.scatterReturn + theory.freeSpinReturn).toBeCloseTo(theory.rtp, 12);
    expect(SLOT_MODEL.lines).toHaveLength(20);
    expect(new Set(SLOT_MODEL.lines.map((line) => line.join())).size).toBe(20);
  });
});

describe('the crash engine', () => {
  it('derives the crash point from the first float with a 3 % edge', () => {
    const first = createHmac('sha256', INPUT.serverSeed).update(`${INPUT.clientSeed}:${INPUT.nonce}:0`).digest().readUInt32BE(0);
    const expected = Math.max(100, Math.floor((97 * 2 ** 32) / (2 ** 32 - first)));
    expect(playCrash(fairFloats(INPUT)).crashX100).toBe(expected);
  });

  it('pays a cash-out at or below the crash point, and returns 97 % at any cash-out', () => {
    expect(crashPayoutX100({ crashX100: 250 }, 200)).toBe(200);
    expect(crashPayoutX100({ crashX100: 250 }, 250)).toBe(250);
    expect(crashPayoutX100({ crashX100: 250 }, 251)).toBe(0);
    expect(crashPayoutX100({ crashX100: 100 }, 101)).toBe(0);
    for (const x of [101, 150, 200, 1000, 100_000]) expect(crashRtp(x)).toBeCloseTo(0.97, 6);
  });

  it('grows its curve as e^(0.00006 t)', () => {
    expect(multiplierAt(0)).toBe(100);
    expect(multiplierAt(5000)).toBe(Math.floor(100 * Math.exp(0.3)));
    expect(multiplierAt(timeToReach(200))).toBeGreaterThanOrEqual(200);
    expect(multiplierAt(timeToReach(200) - 1)).toBeLessThan(200);
  });
});

describe('keno', () => {
  it('draws 20 distinct numbers of 1–80 by the documented shuffle and pays the table', () => {
    const floats = documentedFloats(INPUT.serverSeed, INPUT.clientSeed, INPUT.nonce, 20);
    const board = Array.from({ length: 80 }, (_, i) => i + 1);
    floats.forEach((f, i) => {
      const j = i + Math.floor(f * (80 - i));
      [board[i], board[j]] = [board[j]!, board[i]!];
    });
    const picks = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    const outcome = playKeno(fairFloats(INPUT), picks);
    expect(outcome.drawn).toEqual(board.slice(0, 20));
    expect(new Set(outcome.drawn).size).toBe(20);
    expect(outcome.hits).toEqual(outcome.drawn.filter((n) => picks.includes(n)));
    expect(outcome.payoutX100).toBe(Math.round((KENO_PAYTABLE[10]![outcome.hits.length] ?? 0) * 100));
  });

  it('states each count of picks its RTP from the hypergeometric odds', () => {
    expect(kenoRtp(1)).toBeCloseTo(0.95, 10);
    for (let picks = 1; picks <= 10; picks += 1) {
      expect(kenoRtp(picks)).toBeGreaterThan(0.945);
      expect(kenoRtp(picks)).toBeLessThan(0.955);
    }
  });
});

describe('the scratch card', () => {
  it('fills nine cells by weight and pays the best symbol shown three times', () => {
    const total = SCRATCH_SYMBOLS.reduce((sum, s) => sum + s.weight, 0);
    const floats = documentedFloats(INPUT.serverSeed, INPUT.clientSeed, INPUT.nonce, 9);
    const cells = floats.map((f) => {
      let at = f * total;
      return SCRATCH_SYMBOLS.findIndex((s) => (at -= s.weight) < 0);
    });
    const outcome = playScratch(fairFloats(INPUT));
    expect(outcome.cells).toEqual(cells);
    const triples = SCRATCH_SYMBOLS.map((_, i) => i).filter((i) => cells.filter((c) => c === i).length >= 3);
    const best = triples.sort((a, b) => SCRATCH_SYMBOLS[b]!.prize - SCRATCH_SYMBOLS[a]!.prize)[0];
    expect(outcome.payoutX100).toBe(best === undefined ? 0 : SCRATCH_SYMBOLS[best]!.prize * 100);
    expect(outcome.win?.symbol ?? null).toBe(best ?? null);
  });

  it('states its RTP from the multinomial odds', () => {
    const theory = scratchRtp();
    expect(theory.rtp).toBeCloseTo(0.951722, 5);
    expect(theory.winChance).toBeGreaterThan(0.4);
  });
});

describe('replay', () => {
  it('gives every engine the same outcome again from the same seed', () => {
    expect(replay('slot', INPUT, {})).toEqual(ENGINES.slot.play(fairFloats(INPUT), {}));
    expect(replay('crash', INPUT, { autoCashout: 2 })).toEqual(ENGINES.crash.play(fairFloats(INPUT), { autoCashout: 2 }));
    expect(replay('keno', INPUT, { picks: [5, 6] })).toEqual(ENGINES.keno.play(fairFloats(INPUT), { picks: [5, 6] }));
    expect(replay('scratch', INPUT, {})).toEqual(ENGINES.scratch.play(fairFloats(INPUT), {}));
    expect(replay('slot', { ...INPUT, nonce: 8 }, {})).not.toEqual(replay('slot', INPUT, {}));
  });
});

describe('which games play', () => {
  it('takes the engine from the first category that has one', () => {
    expect(engineForCategories(['slots', 'slots/books'])).toBe('slot');
    expect(engineForCategories(['slots/megaways'])).toBe('slot');
    expect(engineForCategories(['crash-games', 'fast-games'])).toBe('crash');
    expect(engineForCategories(['keno'])).toBe('keno');
    expect(engineForCategories(['scratchcards'])).toBe('scratch');
    expect(engineForCategories(['fast-games', 'crash-games'])).toBe('crash');
    expect(engineForCategories(['live', 'live/roulette'])).toBeNull();
    expect(engineForCategories([])).toBeNull();
  });
});

describe('measured RTP (fixed seed, 200 000 rounds an engine)', () => {
  const ROUNDS = 200_000;
  /** Mean and standard error of the payouts of `play` over ROUNDS nonces of one fixed seed. */
  function measure(play: (nonce: number) => number) {
    let sum = 0;
    let squares = 0;
    for (let nonce = 0; nonce < ROUNDS; nonce += 1) {
      const x = play(nonce) / 100;
      sum += x;
      squares += x * x;
    }
    const mean = sum / ROUNDS;
    return { mean, se: Math.sqrt((squares / ROUNDS - mean * mean) / ROUNDS) };
  }
  const input = (nonce: number) => ({ serverSeed: 'rtp-test-seed', clientSeed: 'rtp-test-client', nonce });

  // Five standard errors: a fair engine stays inside with probability 1 − 6·10⁻⁷, and the seed is fixed.
  it('the slot', () => {
    const m = measure((nonce) => replay('slot', input(nonce), {}).payoutX100);
    expect(Math.abs(m.mean - ENGINES.slot.rtp())).toBeLessThan(5 * m.se);
    expect(m.se).toBeLessThan(0.005);
  }, 60_000);

  it('crash at 2.00×', () => {
    const m = measure((nonce) => replay('crash', input(nonce), { autoCashout: 2 }).payoutX100);
    expect(Math.abs(m.mean - ENGINES.crash.rtp({ autoCashout: 2 }))).toBeLessThan(5 * m.se);
  }, 60_000);

  it('keno, 1 to 10 picks in turn', () => {
    const m = measure((nonce) => {
      const picks = Array.from({ length: (nonce % 10) + 1 }, (_, i) => i * 7 + 3);
      return replay('keno', input(nonce), { picks }).payoutX100;
    });
    expect(Math.abs(m.mean - ENGINES.keno.rtp())).toBeLessThan(5 * m.se);
  }, 60_000);

  it('the scratch card', () => {
    const m = measure((nonce) => replay('scratch', input(nonce), {}).payoutX100);
    expect(Math.abs(m.mean - ENGINES.scratch.rtp())).toBeLessThan(5 * m.se);
  }, 60_000);
});
