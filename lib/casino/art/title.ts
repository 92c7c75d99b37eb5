import type { Paint } from './color';
import { textWidth } from './measure';
import { el, escapeXml } from './svg';

/**
 * The game's title set in type over the art, and the studio's name under it. No font is loaded (an
 * SVG in an <img> may not fetch one, and a tile's art must stay small): the system's bold sans,
 * sized by estimated widths (measure.ts) so every line fits the 240 px tile.
 */

export const WIDTH = 240;
/** The type stays this far from the sides, so an estimate a little short still fits. */
const SIDE = 14;
const MAX_WIDTH = WIDTH - 2 * SIDE;
const MAX_LINES = 3;
const SIZES = { max: 30, min: 12 } as const;
/** The largest size for one, two and three lines: a long name keeps some of the art in view. */
const SIZE_FOR_LINES = [30, 26, 21] as const;
const LINE_HEIGHT = 1.12;
/** Baseline of the title's last line: above the studio's name, whatever the line count. */
const LAST_BASELINE = 151;
const STUDIO = { size: 10, baseline: 170, maxWidth: 200 } as const;

export const FONT_FAMILY = "system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif";

/** A word too long for a line at this size, cut into pieces that fit. */
function splitWord(word: string, size: number, width: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const ch of word) {
    if (piece && textWidth(piece + ch, size) > width) {
      pieces.push(piece);
      piece = '';
    }
    piece += ch;
  }
  return piece ? [...pieces, piece] : pieces;
}

// A line may end after the hyphen inside a word ("Жар-" / "птица"); such a piece joins the next without a space.
const AFTER_HYPHEN = /(?<=[^\s-]-)(?=[^\s-])/u;
const joins = (line: string, piece: string) => (/[^\s-]-$/u.test(line) ? `${line}${piece}` : `${line} ${piece}`);

/** The pieces a line may break between: words, and the parts of a hyphenated word. */
function piecesOf(name: string): string[] {
  return name.trim().split(/\s+/).filter(Boolean).flatMap((word) => word.split(AFTER_HYPHEN));
}

/** Pieces into lines no wider than `width`, greedily; a piece wider than a line is cut. */
function wrap(pieces: readonly string[], size: number, width: number): string[] {
  const lines: string[] = [];
  for (const piece of pieces.flatMap((w) => splitWord(w, size, width))) {
    const last = lines[lines.length - 1];
    if (last !== undefined && textWidth(joins(last, piece), size) <= width) lines[lines.length - 1] = joins(last, piece);
    else lines.push(piece);
  }
  return lines;
}

/** The last line cut with an ellipsis until it fits (only a name longer than any in the catalogue). */
function ellipsize(text: string, size: number, width: number): string {
  let out = text;
  while (out && textWidth(`${out}…`, size) > width) out = out.slice(0, -1).trimEnd();
  return `${out}…`;
}

export interface TitleLayout {
  size: number;
  lines: string[];
}

/**
 * The narrowest measure, down to the longest word, that keeps the line count: even lines
 * ("Infinite Seats / Blackjack Live", not a long line and a lone word).
 */
function balance(words: readonly string[], size: number, lines: string[]): string[] {
  const longest = Math.max(...words.map((word) => textWidth(word, size)));
  let best = lines;
  for (let width = MAX_WIDTH - 4; width >= longest; width -= 4) {
    const narrower = wrap(words, size, width);
    if (narrower.length !== lines.length) break;
    best = narrower;
  }
  return best;
}

/**
 * The largest size at which the name takes at most three lines with no word cut (and no more
 * than SIZE_FOR_LINES allows for its line count); a name that cannot (a very long word) is cut at
 * the smallest size, and past three lines ends in an ellipsis.
 */
export function layoutTitle(name: string): TitleLayout {
  const words = piecesOf(name);
  if (words.length === 0) return { size: SIZES.max, lines: [] };
  for (let size = SIZES.max; size >= SIZES.min; size -= 1) {
    if (words.some((word) => textWidth(word, size) > MAX_WIDTH)) continue;
    const lines = wrap(words, size, MAX_WIDTH);
    if (lines.length <= MAX_LINES && size <= SIZE_FOR_LINES[lines.length - 1]!) return { size, lines: balance(words, size, lines) };
  }
  const lines = wrap(words, SIZES.min, MAX_WIDTH);
  if (lines.length <= MAX_LINES) return { size: SIZES.min, lines };
  const rest = lines.slice(MAX_LINES - 1).reduce(joins);
  return { size: SIZES.min, lines: [...lines.slice(0, MAX_LINES - 1), ellipsize(rest, SIZES.min, MAX_WIDTH)] };
}

/** The title, outlined in the halo colour under the fill (paint-order) so it reads over any motif. */
export function drawTitle(name: string, paint: Paint): string {
  const { size, lines } = layoutTitle(name);
  const step = size * LINE_HEIGHT;
  const first = LAST_BASELINE - step * (lines.length - 1);
  const spans = lines.map((line, i) => el('tspan', { x: WIDTH / 2, y: first + step * i }, escapeXml(line))).join('');
  return el(
    'text',
    { 'font-size': size, fill: paint.ink, stroke: paint.halo, 'stroke-width': Math.max(2, size / 7), 'stroke-linejoin': 'round', 'paint-order': 'stroke' },
    spans,
  );
}

/** The studio's name, small at the bottom; cut with an ellipsis when it would not fit. */
export function drawStudio(providerName: string, paint: Paint): string {
  const text = providerName.trim().replace(/\s+/g, ' ');
  if (!text) return '';
  const fitted = textWidth(text, STUDIO.size) <= STUDIO.maxWidth ? text : ellipsize(text, STUDIO.size, STUDIO.maxWidth);
  return el(
    'text',
    { x: WIDTH / 2, y: STUDIO.baseline, 'font-size': STUDIO.size, 'font-weight': 600, fill: paint.ink, 'fill-opacity': 0.8 },
    escapeXml(fitted),
  );
}
