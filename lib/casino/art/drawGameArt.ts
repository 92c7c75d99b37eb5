import { paintOf, safePalette, type Paint } from './color';
import { drawMotif } from './motifs';
import { drawRibbon } from './ribbon';
import { seededRng, type Rng } from './rng';
import { el, escapeXml, n } from './svg';
import { FONT_FAMILY, WIDTH, drawStudio, drawTitle } from './title';

/**
 * A casino game's art, drawn by the site (docs/decisions/drawn-art.md): a standalone SVG document from the
 * game's name, studio, category and art seed (docs/casino-api.md "Art seed"). Pure and
 * deterministic, so the route that serves it (app/casino-art/[lng]/[file]/route.ts) can let it be
 * cached for a year under a versioned address (lib/casino/artSrc.ts). No font, image or script is
 * referenced: an SVG in an <img> loads nothing, and the CSP it is served with allows nothing.
 *
 * Layers, bottom up: the background's gradient into the accent, a glow of the highlight, the
 * motif, a scrim that darkens the lower part, the category badge, then the title and the studio.
 */
export interface GameArtInput {
  name: string;
  providerName: string;
  /** The game's own category route id (its `categories[0]`): `slots`, `crash-games`… */
  category: string;
  art: { palette: readonly string[]; motif: string; seed: number };
}

export const HEIGHT = 180;

/** The seed as the catalogue promises it (0–65535); anything else folded into that range. */
export function seedOf(seed: number): number {
  return Number.isFinite(seed) ? Math.abs(Math.trunc(seed)) % 65536 : 0;
}

/** The background gradient's direction and where the glow sits: the seed's first draws. */
interface Backdrop {
  line: readonly [number, number, number, number];
  glow: { cx: number; cy: number };
}

const DIRECTIONS = [[0, 0, 1, 1], [1, 0, 0, 1], [0, 0, 0, 1], [0, 1, 1, 0]] as const;

function backdropOf(rng: Rng): Backdrop {
  return { line: rng.pick(DIRECTIONS), glow: { cx: rng.range(0.2, 0.8), cy: rng.range(0.1, 0.45) } };
}

const stop = (offset: number, color: string, opacity?: number) =>
  el('stop', { offset: offset || undefined, 'stop-color': color, 'stop-opacity': opacity });

// Attributes equal to the SVG defaults (x1 y1 y2 = 0, x2 = 100 %) are left out.
const orNone = (value: number, byDefault: number) => (value === byDefault ? undefined : value);

/** The gradients: background, glow, scrim, and the spheres' shine only when the motif uses it. */
function defs({ line: [x1, y1, x2, y2], glow }: Backdrop, paint: Paint, withShine: boolean): string {
  return el('defs', {}, [
    el('linearGradient', { id: 'b', x1: orNone(x1, 0), y1: orNone(y1, 0), x2: orNone(x2, 1), y2: orNone(y2, 0) }, stop(0, paint.bg) + stop(1, paint.deep)),
    el('radialGradient', { id: 'h', cx: n(glow.cx, 2), cy: n(glow.cy, 2), r: 0.6 }, stop(0, paint.hi, 0.25) + stop(1, paint.hi, 0)),
    el('linearGradient', { id: 's', x2: 0, y2: 1 }, stop(0, paint.halo, 0) + stop(1, paint.halo, 0.85)),
    withShine ? el('radialGradient', { id: 'w' }, stop(0, '#fff', 0.75) + stop(1, '#fff', 0)) : '',
  ].join(''));
}

export function drawGameArt(input: GameArtInput): string {
  const paint = paintOf(safePalette(input.art.palette));
  const rng = seededRng(seedOf(input.art.seed));
  const backdrop = backdropOf(rng);
  const motif = drawMotif(input.art.motif, rng, paint);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img">`,
    el('title', {}, escapeXml(input.name.trim())),
    defs(backdrop, paint, motif.includes('url(#w)')),
    el('rect', { width: WIDTH, height: HEIGHT, fill: 'url(#b)' }),
    el('rect', { width: WIDTH, height: HEIGHT, fill: 'url(#h)' }),
    motif,
    // The scrim: from a third of the way down, the halo colour thickens under the title.
    el('rect', { y: 60, width: WIDTH, height: HEIGHT - 60, fill: 'url(#s)' }),
    drawRibbon(input.category, paint),
    el('g', { 'font-family': FONT_FAMILY, 'font-weight': 700, 'text-anchor': 'middle' }, drawTitle(input.name, paint) + drawStudio(input.providerName, paint)),
    '</svg>',
  ].join('');
}
