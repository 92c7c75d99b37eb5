import { z } from 'zod';
import { parseWith } from '../../validate';
import { invalidMove } from '../errors';
import { shuffled } from '../draw';
import type { PrizeId } from '../prizes';
import type { GameRules } from './types';

export const MEMORY_CARDS = 12;
/** Turns (two cards each) the player has to find the six pairs. */
export const MEMORY_TURNS = 8;
/** The prize by pairs found when the play ends (all six, or the turns used up). */
export const MEMORY_TIERS: readonly { pairs: number; prize: PrizeId }[] = [
  { pairs: 6, prize: 'cb200' },
  { pairs: 5, prize: 'p100' },
  { pairs: 4, prize: 'p50' },
  { pairs: 3, prize: 'p25' },
  { pairs: 0, prize: 'none' },
];
/**
 * One play's expected points for a player with a perfect memory (he never turns a known card
 * twice in vain), by a simulation of a million boards; a forgetful player gets less.
 */
export const MEMORY_EXPECTED_POINTS = 139;

const Move = z.strictObject({ card: z.number().int().min(0).max(MEMORY_CARDS - 1) });

type Secret = { symbols: number[] };
/** `up`: the cards face up and not matched (the last turn's two stay up until the next card). */
type State = { up: number[]; matched: number[]; turns: number };

export const memoryPrize = (pairs: number): PrizeId => MEMORY_TIERS.find((tier) => pairs >= tier.pairs)!.prize;

/**
 * Memory: twelve cards, six pairs laid out at the start (committed). The player turns one card a
 * call; two turned cards are a turn; a pair stays up. The play ends when the pairs are all found or
 * the turns are used up; the prize goes by the pairs found.
 */
export const memory: GameRules<Secret, State> = {
  pricePoints: 150,
  terms: { cards: MEMORY_CARDS, turns: MEMORY_TURNS, tiers: MEMORY_TIERS },
  expectedPoints: MEMORY_EXPECTED_POINTS,
  draw: () => ({ symbols: shuffled([0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5]) }),
  start: () => ({ state: { up: [], matched: [], turns: 0 }, award: null }),
  move: (secret, state, body) => {
    const { card } = parseWith(Move, body, 'body');
    const up = state.up.length === 2 ? [] : [...state.up];
    if (state.matched.includes(card) || up.includes(card)) throw invalidMove(`Card ${card} is already face up`);
    up.push(card);
    if (up.length < 2) return { state: { ...state, up }, award: null };
    const turns = state.turns + 1;
    const pair = secret.symbols[up[0]!] === secret.symbols[up[1]!];
    const matched = pair ? [...state.matched, ...up] : state.matched;
    const next = { up: pair ? [] : up, matched, turns };
    const over = matched.length === MEMORY_CARDS || turns === MEMORY_TURNS;
    return { state: next, award: over ? { prize: memoryPrize(matched.length / 2) } : null };
  },
  board: (secret, state, finished) => ({
    cards: MEMORY_CARDS,
    turns: state.turns,
    turnsLeft: MEMORY_TURNS - state.turns,
    // What is face up (and everything once it is over), as card → symbol.
    faces: Object.fromEntries(
      secret.symbols.flatMap((symbol, card) => (finished || state.matched.includes(card) || state.up.includes(card) ? [[card, symbol]] : [])),
    ),
    matched: state.matched,
    up: state.up,
  }),
};
