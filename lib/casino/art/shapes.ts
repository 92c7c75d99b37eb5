import type { Rng } from './rng';
import { circle, nums, path, place, poly, ring } from './svg';

/**
 * Shapes more than one motif draws, each around 0,0 at a fixed size (placed and scaled with
 * `place()`), so the path data is written once and the seed only moves, turns and sizes them.
 */

/** The four card suits, about ±10 around 0,0. */
export const SUITS = {
  heart: 'M0 9C-5 5-10 1-10-4a5 5 0 0 1 10-1a5 5 0 0 1 10 1C10 1 5 5 0 9Z',
  diamond: 'M0-10L7 0 0 10-7 0Z',
  spade: 'M0-10C-5-5-10-1-10 3a5 5 0 0 0 9 2L-3 10h6L1 5a5 5 0 0 0 9-2C10-1 5-5 0-10Z',
  club: 'M-4.5-5a4.5 4.5 0 1 0 9 0a4.5 4.5 0 1 0-9 0M-10 2a4.5 4.5 0 1 0 9 0a4.5 4.5 0 1 0-9 0M1 2a4.5 4.5 0 1 0 9 0a4.5 4.5 0 1 0-9 0M0-1L-3 10h6Z',
} as const;
export type Suit = keyof typeof SUITS;
export const SUIT_NAMES = Object.keys(SUITS) as Suit[];
export const isRed = (suit: Suit) => suit === 'heart' || suit === 'diamond';

/** A five-pointed star of outer radius `r`. */
export const star = (r: number) => poly(ring(5, [r, r * 0.42]));

/** A four-pointed sparkle of radius `r`. */
export const sparkle = (r: number) => poly(ring(4, [r, r * 0.22], 0));

/** A full circle as path data, so several join one path (and one fill). */
export const dot = (x: number, y: number, r: number) => `M${nums(x - r, y)}a${nums(r, r)} 0 1 0 ${nums(2 * r, 0)}a${nums(r, r)} 0 1 0 ${nums(-2 * r, 0)}`;

/**
 * A band of waves across the tile from height `y` down to the bottom edge: smooth quadratic arcs
 * (`T` repeats the last one mirrored), `length` wide and `height` high.
 */
export function waves(y: number, length: number, height: number, phase: number): string {
  const start = -phase * length;
  let d = `M${nums(start, y)}q${nums(length / 4, -height, length / 2, 0)}`;
  for (let x = start + length / 2; x < 240; x += length / 2) d += `t${nums(length / 2, 0)}`;
  return `${d}V180H${nums(start)}Z`;
}

/** Small stars or dots scattered over the tile's upper part, for skies. */
export function starfield(rng: Rng, count: number, fill: string, maxY = 110): string {
  let d = '';
  for (let i = 0; i < count; i += 1) d += dot(rng.range(4, 236), rng.range(4, maxY), rng.range(0.6, 1.7));
  return path(d, { fill, 'fill-opacity': 0.8 });
}

/** A few sparkles: shine on gems, gold and candy. */
export function sparkles(rng: Rng, count: number, fill: string): string {
  return Array.from({ length: count }, () => path(sparkle(rng.range(3, 7)), { fill, transform: place(rng.range(10, 230), rng.range(8, 100)) })).join('');
}

/** A sphere's shine: the shared radial gradient `w` (drawGameArt.ts adds it when used). */
export const shine = (x: number, y: number, r: number) => circle(x, y, r, { fill: 'url(#w)' });
