import { createHash, randomBytes, randomInt } from 'node:crypto';

/**
 * The bonus games' randomness: the operating system's CSPRNG (node:crypto), never a seeded PRNG, so
 * no one can predict a draw. Every draw is made at the play's start and committed (commitmentOf):
 * the player sees the hash before he moves and the draw with its salt when the play is over.
 */

/** An index of `weights` drawn in proportion to them (positive integers). */
export function drawWeighted(weights: readonly number[]): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let roll = randomInt(total);
  for (let index = 0; index < weights.length; index += 1) {
    roll -= weights[index]!;
    if (roll < 0) return index;
  }
  return weights.length - 1;
}

/** 0 ≤ n < max. */
export const drawIndex = (max: number): number => randomInt(max);

/** A uniformly shuffled copy (Fisher–Yates). */
export function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

export const newSalt = (): string => randomBytes(16).toString('hex');

/** sha256 hex of `salt:secret`: what the player can check the revealed draw against. */
export const commitmentOf = (salt: string, secret: string): string => createHash('sha256').update(`${salt}:${secret}`).digest('hex');
