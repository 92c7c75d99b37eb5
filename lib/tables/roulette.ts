/** European roulette: the wheel's pockets in their order round the wheel, from 0 clockwise. */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
] as const;

/** The red numbers of the single-zero layout; the other non-zero numbers are black. */
export const RED_NUMBERS: ReadonlySet<number> = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export type RouletteColor = 'red' | 'black' | 'green';

export function colorOf(number: number): RouletteColor {
  if (number === 0) return 'green';
  return RED_NUMBERS.has(number) ? 'red' : 'black';
}

/**
 * The felt's three rows of numbers as a player sees them: the top row ends with 36 (3, 6, … 36),
 * the bottom with 34 (1, 4, … 34); column 3 is the top row, column 1 the bottom.
 */
export const FELT_ROWS: readonly (readonly number[])[] = [3, 2, 1].map((row) => Array.from({ length: 12 }, (_, i) => i * 3 + row));

/** The column (1–3) a number belongs to; 0 has none. */
export function columnOf(number: number): number | null {
  return number === 0 ? null : ((number - 1) % 3) + 1;
}

/** Degrees a pocket sits at from the top of the wheel (clockwise). */
export function pocketAngle(number: number): number {
  const index = WHEEL_ORDER.indexOf(number as (typeof WHEEL_ORDER)[number]);
  return (index < 0 ? 0 : index) * (360 / WHEEL_ORDER.length);
}

/**
 * The wheel's rotation that brings `number` under the pointer at the top, always turning forward
 * from `previous` with at least two whole turns, so each settle is seen as a spin.
 */
export function wheelRotation(previous: number, number: number): number {
  const target = (360 - pocketAngle(number)) % 360;
  const base = previous - (((previous % 360) + 360) % 360);
  let next = base + target;
  while (next < previous + 720) next += 360;
  return next;
}
