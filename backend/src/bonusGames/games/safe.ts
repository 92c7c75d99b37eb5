import { z } from 'zod';
import { parseWith } from '../../validate';
import { drawIndex } from '../draw';
import { drawPrize, expectedPoints, type PrizeId, type PrizeTable } from '../prizes';
import type { GameRules } from './types';

/** What the safe holds, drawn at the start (chance = weight / 100); it is won when the right code is picked. */
export const SAFE_TABLE: PrizeTable = [
  { prize: 'fb100', weight: 40 },
  { prize: 'cb200', weight: 30 },
  { prize: 'fb500', weight: 20 },
  { prize: 'cb1000', weight: 10 },
];
export const SAFE_CODES = 4;

const Move = z.strictObject({ code: z.number().int().min(0).max(SAFE_CODES - 1) });

/** Four different three-digit codes. */
function drawCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < SAFE_CODES) codes.add(String(drawIndex(1000)).padStart(3, '0'));
  return [...codes];
}

type Secret = { codes: string[]; opens: number; prize: PrizeId };

/** The safe: four codes are offered, one opens it (drawn and committed at the start); one try. */
export const safe: GameRules<Secret, { picked: number | null }> = {
  pricePoints: 250,
  terms: { table: SAFE_TABLE, codes: SAFE_CODES, tries: 1 },
  expectedPoints: expectedPoints(SAFE_TABLE) / SAFE_CODES,
  draw: () => ({ codes: drawCodes(), opens: drawIndex(SAFE_CODES), prize: drawPrize(SAFE_TABLE) }),
  start: () => ({ state: { picked: null }, award: null }),
  move: (secret, _state, body) => {
    const { code } = parseWith(Move, body, 'body');
    return { state: { picked: code }, award: { prize: code === secret.opens ? secret.prize : 'none' } };
  },
  board: (secret, state, finished) => ({
    codes: secret.codes,
    picked: state.picked,
    opens: finished ? secret.opens : null,
    prize: finished ? secret.prize : null,
  }),
};
