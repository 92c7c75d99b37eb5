import type { Paint } from './color';
import type { Rng } from './rng';
import { animals, fire, fish, forest, ice, ocean } from './motifsNature';
import { dragon, egypt, folk, lantern, pirates } from './motifsLegend';
import { balls, cards, dice, sports, wheel } from './motifsPlay';
import { night, rocket, space, storm } from './motifsSky';
import { candy, fruit, gems, gold, neon } from './motifsTreats';
import { circle, path, place, poly, ring } from './svg';

/**
 * One drawing per motif of the catalogue (docs/casino-api.md "Art seed"): simple vector shapes a
 * player recognises at a tile's size. Each takes the game's seeded generator, so two games of one
 * motif differ in count, place, size and turn of their shapes. A drawing keeps clear of the top
 * left corner's badge where it can and leaves the lower part to the title (drawn over a scrim).
 */
export type MotifDrawer = (rng: Rng, paint: Paint) => string;

export const MOTIFS: Readonly<Record<string, MotifDrawer>> = {
  gems,
  fruit,
  dragon,
  space,
  ocean,
  forest,
  fire,
  ice,
  egypt,
  pirates,
  animals,
  gold,
  candy,
  night,
  storm,
  cards,
  dice,
  wheel,
  balls,
  rocket,
  fish,
  lantern,
  folk,
  sports,
  neon,
};

/** The motif names, in the catalogue's order: what a game without an art seed is given (fallbackArt.ts). */
export const MOTIF_NAMES = Object.keys(MOTIFS);

/**
 * A motif this site does not know yet (a backend newer than the site): scattered circles, polygons
 * and rings, so the tile is still drawn, in the game's colours.
 */
export function geometric(rng: Rng, p: Paint): string {
  let out = '';
  for (let i = rng.int(6, 10); i > 0; i -= 1) {
    const [x, y, r] = [rng.range(10, 230), rng.range(10, 110), rng.range(8, 30)];
    const fill = rng.pick([p.accent, p.tint, p.hi, p.deep]);
    const kind = rng.int(0, 2);
    if (kind === 0) out += circle(x, y, r, { fill, 'fill-opacity': 0.7 });
    else if (kind === 1) out += path(poly(ring(rng.int(3, 6), [r])), { fill, 'fill-opacity': 0.7, transform: place(x, y, rng.range(0, 120)) });
    else out += circle(x, y, r, { fill: 'none', stroke: fill, 'stroke-width': 3 });
  }
  return out;
}

/** The drawing of a motif, the geometric one for a name not in MOTIFS. */
export function drawMotif(motif: string, rng: Rng, paint: Paint): string {
  const drawer = Object.hasOwn(MOTIFS, motif) ? MOTIFS[motif]! : geometric;
  return drawer(rng, paint);
}
