import type { Paint } from './color';
import { circle, el, path, place } from './svg';

/**
 * The category's badge at the top centre: a pictogram, not a word, so one drawing serves
 * every language (the title is the only text that changes with `lng`). Each glyph is drawn within
 * ±8 around 0,0; `f` glyphs are filled, `s` glyphs stroked.
 */
type Glyph = { f?: string; s?: string };

const GLYPHS: Readonly<Record<string, Glyph>> = {
  // three reels
  slots: { f: 'M-8-6h4v12h-4zM-2-6h4v12h-4zM4-6h4v12h-4z' },
  // the "on air" dot in its ring
  live: { f: 'M-3.5 0a3.5 3.5 0 1 0 7 0a3.5 3.5 0 1 0-7 0', s: 'M-7 0a7 7 0 1 0 14 0a7 7 0 1 0-14 0' },
  // a curve that climbs
  'crash-games': { s: 'M-7 6C-1 6 3 2 6-6M2-6h4v4' },
  'fast-games': { f: 'M2-8L-6 1h5l-2 7 8-9H0z' },
  'card-games': { f: 'M0-8C-3-4-8-2-6 2c1 2 4 2 5 0L-2 7h4L1 2c1 2 4 2 5 0C8-2 3-4 0-8z' },
  // a chip's dashed rim
  poker: { s: 'M-6 0a6 6 0 1 0 12 0a6 6 0 1 0-12 0', f: 'M-2.5 0a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0-5 0' },
  bingo: { s: 'M-7 0a7 7 0 1 0 14 0a7 7 0 1 0-14 0M-3 0a3 3 0 1 0 6 0a3 3 0 1 0-6 0' },
  keno: { f: 'M-7-7h3v3h-3zM-1.5-7h3v3h-3zM4-7h3v3h-3zM-7-1.5h3v3h-3zM4-1.5h3v3h-3zM-7 4h3v3h-3zM-1.5 4h3v3h-3z' },
  scratchcards: { s: 'M-7-5h14v10h-14zM-3 3l6-6M1 3l4-4' },
  tvgames: { s: 'M-7-3h14v10h-14zM-4-8l4 5 4-5' },
  virtualsports: { s: 'M-7 0a7 7 0 1 0 14 0a7 7 0 1 0-14 0M-7 0h14M0-7c-4 4-4 10 0 14' },
  'fast-bet': { s: 'M-6 1a6 6 0 1 0 12 0a6 6 0 1 0-12 0M0 1V-2M-2-7h4' },
  'skill-games': { s: 'M-7 0a7 7 0 1 0 14 0a7 7 0 1 0-14 0M-3.5 0a3.5 3.5 0 1 0 7 0a3.5 3.5 0 1 0-7 0' },
  // a coin with a square hole
  'asian-games': { s: 'M-7 0a7 7 0 1 0 14 0a7 7 0 1 0-14 0M-2.5-2.5h5v5h-5z' },
  // a hook
  fishinghunting: { s: 'M2-8v9a4 4 0 0 1-8 0v-2' },
  brand: { f: 'M0-8l2.4 5 5.4.6-4 3.7 1.1 5.4L0 4l-4.9 2.7 1.1-5.4-4-3.7 5.4-.6z' },
  othergames: { f: 'M-6-6h5v5h-5zM1-6h5v5h-5zM-6 1h5v5h-5zM1 1h5v5h-5z' },
};

/** A category that has no glyph of its own (an operator's new one): a plain diamond. */
const GENERIC: Glyph = { f: 'M0-7l7 7-7 7-7-7z' };

/** The glyph of a category route id; a subcategory (`slots/books`) takes its category's. */
export function glyphOf(category: string): Glyph {
  return GLYPHS[category.split('/')[0] ?? ''] ?? GENERIC;
}

export function drawRibbon(category: string, paint: Paint): string {
  const glyph = glyphOf(category);
  const parts = [
    circle(0, 0, 12, { fill: paint.halo, 'fill-opacity': 0.7, stroke: paint.accent, 'stroke-width': 1.5 }),
    glyph.f ? path(glyph.f, { fill: paint.ink }) : '',
    glyph.s ? path(glyph.s, { fill: 'none', stroke: paint.ink, 'stroke-width': 1.6, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }) : '',
  ];
  // Top centre: the tile's tag sits over the top left corner and its heart over the top right.
  return el('g', { transform: place(120, 19) }, parts.join(''));
}
