/**
 * The art's only source of variety: a small seeded generator (mulberry32), so a game's drawing is
 * the same on every server and after every restart, and its cached address never goes stale for
 * a reason other than a new seed or generator version (lib/casino/artSrc.ts). Never Math.random.
 */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** A float in [min, max). */
  range(min: number, max: number): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** True with probability `p`. */
  chance(p: number): boolean;
}

export function seededRng(seed: number): Rng {
  // The art seed is 0–65535: spread it over 32 bits so neighbouring seeds start far apart.
  let a = Math.imul(seed >>> 0, 0x9e3779b1) >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const range = (min: number, max: number) => min + next() * (max - min);
  const int = (min: number, max: number) => Math.floor(range(min, max + 1));
  return {
    next,
    range,
    int,
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}

/** A 32-bit FNV-1a hash of a string: for a game without an art seed (fallbackArt.ts). */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
