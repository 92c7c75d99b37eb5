import { z } from 'zod';
import { parseWith } from '../../validate';
import { invalidMove } from '../errors';
import { shuffled } from '../draw';
import type { GameRules } from './types';

/** Per level: how many of its 3 eggs hide the dragon, and the points a good egg adds. */
export const DRAGON_LEVELS = [
  { dragons: 1, points: 20 },
  { dragons: 1, points: 60 },
  { dragons: 2, points: 200 },
] as const;
export const DRAGON_EGGS = 3;

const Move = z.union([z.strictObject({ egg: z.number().int().min(0).max(DRAGON_EGGS - 1) }), z.strictObject({ collect: z.literal(true) })]);

type Secret = { dragons: number[][] };
type State = { level: number; collected: number; picks: { egg: number; dragon: boolean }[]; burnt: number };

/** The expected points of the best play (go on while it pays): computed from the levels, for the docs and tests. */
export function dragonExpectedPoints(): number {
  // Backwards: at each level, the better of collecting now and picking an egg.
  let valueAfter = (collected: number): number => collected;
  for (let level = DRAGON_LEVELS.length - 1; level >= 0; level -= 1) {
    const { dragons, points } = DRAGON_LEVELS[level]!;
    const next = valueAfter;
    const good = (DRAGON_EGGS - dragons) / DRAGON_EGGS;
    valueAfter = (collected) => Math.max(collected, good * next(collected + points) + (1 - good) * Math.floor(collected / 2));
  }
  return valueAfter(0);
}

/**
 * Dragon eggs: three levels of three eggs, the dragons drawn and committed at the start. A good egg
 * adds its level's points and opens the next level; the dragon ends the play and burns half of what
 * was collected (rounded down); collecting ends it with all of it. After level 3 the play is over.
 */
export const dragon: GameRules<Secret, State> = {
  pricePoints: 70,
  terms: { levels: DRAGON_LEVELS, eggs: DRAGON_EGGS },
  expectedPoints: dragonExpectedPoints(),
  draw: () => ({ dragons: DRAGON_LEVELS.map((level) => shuffled([0, 1, 2]).slice(0, level.dragons).sort()) }),
  start: () => ({ state: { level: 0, collected: 0, picks: [], burnt: 0 }, award: null }),
  move: (secret, state, body) => {
    const move = parseWith(Move, body, 'body');
    if ('collect' in move) {
      if (state.collected === 0) throw invalidMove('Nothing collected yet: pick an egg');
      return { state, award: { points: state.collected } };
    }
    const isDragon = secret.dragons[state.level]!.includes(move.egg);
    const picks = [...state.picks, { egg: move.egg, dragon: isDragon }];
    if (isDragon) {
      const kept = Math.floor(state.collected / 2);
      return { state: { ...state, picks, burnt: state.collected - kept, collected: kept }, award: { points: kept } };
    }
    const collected = state.collected + DRAGON_LEVELS[state.level]!.points;
    const level = state.level + 1;
    const next = { ...state, picks, level, collected };
    return { state: next, award: level === DRAGON_LEVELS.length ? { points: collected } : null };
  },
  board: (secret, state, finished) => ({
    level: state.level,
    collected: state.collected,
    burnt: state.burnt,
    picks: state.picks,
    dragons: finished ? secret.dragons : null,
  }),
};
