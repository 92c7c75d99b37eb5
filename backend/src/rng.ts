/**
 * Seeded randomness: a small PRNG and a hash that turns (seed, game, step) into a seed. Below every
 * user of it (the line's simulator, history and prices, the casino catalogue's seed data), so seed/
 * and line/ share it without importing each other.
 */
export type Rng = () => number;

export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes integers into one 32-bit seed (order matters). */
export function hashSeed(...parts: number[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    // Two 32-bit halves so epoch-sized numbers mix fully.
    for (const word of [part % 4294967296, Math.floor(part / 4294967296)]) {
      h ^= word >>> 0;
      h = Math.imul(h, 0x01000193) >>> 0;
      h ^= h >>> 13;
      h = Math.imul(h, 0x5bd1e995) >>> 0;
    }
  }
  return h >>> 0;
}

/** A Poisson-distributed count with mean `lambda` (Knuth for small means, a rounded normal for large ones). */
export function poisson(lambda: number, rng: Rng): number {
  if (lambda <= 0) return 0;
  if (lambda > 30) {
    const u = Math.max(rng(), 1e-12);
    const normal = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng());
    return Math.max(0, Math.round(lambda + Math.sqrt(lambda) * normal));
  }
  const limit = Math.exp(-lambda);
  let k = 0;
  let p = rng();
  while (p > limit) {
    k += 1;
    p *= rng();
  }
  return k;
}

export const pick = <T>(list: readonly T[], rng: Rng): T => list[Math.min(list.length - 1, Math.floor(rng() * list.length))] as T;
