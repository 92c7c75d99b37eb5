import type { Paint } from './color';
import type { Rng } from './rng';
import { SUIT_NAMES, SUITS, dot, isRed, shine } from './shapes';
import { circle, el, nums, path, place } from './svg';

/** Table and ball games: cards, dice, the wheel, lottery balls, sports. */

const CARD_FACE = '#fbfaf5';
const RED = '#d62839';
const BLACK = '#1d1d27';

/** A fan of three or four cards held at one point, suits showing, with faint suits behind. */
export function cards(rng: Rng, p: Paint): string {
  let out = '';
  for (let i = rng.int(3, 6); i > 0; i -= 1) {
    out += path(SUITS[rng.pick(SUIT_NAMES)], { fill: p.hi, 'fill-opacity': 0.15, transform: place(rng.range(10, 230), rng.range(10, 100), rng.range(-30, 30), rng.range(0.8, 2)) });
  }
  const count = rng.int(3, 4);
  const spread = rng.range(12, 22);
  const [x, y] = [rng.range(75, 165), rng.range(100, 112)];
  for (let i = 0; i < count; i += 1) {
    const suit = rng.pick(SUIT_NAMES);
    const angle = (i - (count - 1) / 2) * spread + rng.range(-3, 3);
    out += el('g', { transform: place(x, y, angle) }, [
      el('rect', { x: -22, y: -92, width: 44, height: 62, rx: 5, fill: CARD_FACE, stroke: p.deep }),
      path(SUITS[suit], { fill: isRed(suit) ? RED : BLACK, transform: place(0, -61, 0, 1.4) }),
      path(SUITS[suit], { fill: isRed(suit) ? RED : BLACK, transform: place(-15, -83, 0, 0.45) }),
    ].join(''));
  }
  return out;
}

/** Where a die's pips sit for each face, on a ±11 grid. */
const PIPS: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  1: [[0, 0]],
  2: [[-11, -11], [11, 11]],
  3: [[-11, -11], [0, 0], [11, 11]],
  4: [[-11, -11], [11, -11], [-11, 11], [11, 11]],
  5: [[-11, -11], [11, -11], [0, 0], [-11, 11], [11, 11]],
  6: [[-11, -11], [11, -11], [-11, 0], [11, 0], [-11, 11], [11, 11]],
};

/** Two or three tumbling dice with their shadows. */
export function dice(rng: Rng, p: Paint): string {
  const count = rng.int(2, 3);
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const x = 40 + ((i + rng.range(0.2, 0.8)) * 160) / count;
    const pips = PIPS[rng.int(1, 6)]!.map(([px, py]) => dot(px, py, 4.2)).join('');
    out += el('g', { transform: place(x, rng.range(38, 70), rng.range(-35, 35), rng.range(0.8, 1.15)) }, [
      el('rect', { x: -21, y: -17, width: 46, height: 46, rx: 9, fill: '#000', 'fill-opacity': 0.3 }),
      el('rect', { x: -23, y: -23, width: 46, height: 46, rx: 9, fill: p.hi, stroke: p.deep, 'stroke-width': 2 }),
      path(pips, { fill: i % 2 ? p.accent : p.deep }),
    ].join(''));
  }
  return out;
}

/** A wheel of fortune: coloured segments, bulbs on the rim, a hub and the pointer. */
export function wheel(rng: Rng, p: Paint): string {
  const segments = rng.pick([8, 10, 12, 16]);
  // Big and low enough that the pointer on top stays in the picture; the title covers its lower half.
  const r = rng.range(50, 72);
  const [x, y] = [rng.range(70, 170), r + rng.range(16, 26)];
  const step = (2 * Math.PI) / segments;
  let wedges = '';
  let bulbs = '';
  for (let i = 0; i < segments; i += 1) {
    const [a, b] = [i * step, (i + 1) * step];
    const d = `M0 0L${nums(r * Math.cos(a), r * Math.sin(a))}A${nums(r, r)} 0 0 1 ${nums(r * Math.cos(b), r * Math.sin(b))}Z`;
    wedges += path(d, { fill: i % 4 === 3 ? p.tint : i % 2 ? p.hi : p.accent });
    bulbs += dot((r + 4) * Math.cos(a), (r + 4) * Math.sin(a), 1.8);
  }
  return [
    el('g', { transform: place(x, y, rng.range(0, 360 / segments)) }, wedges + circle(0, 0, r + 4, { fill: 'none', stroke: p.deep, 'stroke-width': 7 }) + path(bulbs, { fill: p.hi })),
    circle(x, y, r * 0.16, { fill: p.hi, stroke: p.deep, 'stroke-width': 3 }),
    path(`M${nums(x - 9, y - r - 14)}h18l-9 16z`, { fill: p.hi, stroke: p.deep, 'stroke-width': 2 }),
  ].join('');
}

/** Lottery balls: coloured spheres with their number on a white disc, over the top half. */
export function balls(rng: Rng, p: Paint): string {
  const colors = [p.accent, p.tint, p.deep];
  const count = rng.int(4, 6);
  let out = '';
  for (let i = 0; i < count; i += 1) {
    // Each number right after its ball, so a ball in front hides the one behind with its number.
    const [x, y, r] = [40 + ((i + rng.range(0.25, 0.75)) * 184) / count, rng.range(18, 88), rng.range(13, 22)];
    out += circle(x, y, r, { fill: rng.pick(colors), stroke: p.deep }) + circle(x, y, r * 0.56, { fill: '#fff' }) + shine(x - r * 0.35, y - r * 0.4, r * 0.4);
    out += el('text', { x, y: y + r * 0.2, 'font-size': r * 0.56 }, String(rng.int(1, 90)));
  }
  return el('g', { 'font-family': 'sans-serif', 'font-weight': 700, 'text-anchor': 'middle', fill: BLACK }, out);
}

/** The ball of one of three games, drawn at radius 10. */
const BALLS = [
  // football: the black pentagon and the seams to its neighbours
  circle(0, 0, 10, { fill: '#fff', stroke: BLACK, 'stroke-width': 0.8 }) +
    path('M0-4L3.8-1.2 2.4 3.2h-4.8L-3.8-1.2ZM0-4V-10M3.8-1.2L9.5-3M2.4 3.2L5.9 8M-2.4 3.2L-5.9 8M-3.8-1.2L-9.5-3', { fill: BLACK, stroke: BLACK, 'stroke-width': 0.8 }),
  // basketball
  circle(0, 0, 10, { fill: '#e8772e', stroke: BLACK, 'stroke-width': 0.8 }) +
    path('M-10 0H10M0-10V10M-7-7q5 7 0 14M7-7q-5 7 0 14', { fill: 'none', stroke: BLACK, 'stroke-width': 0.8 }),
  // tennis ball
  circle(0, 0, 10, { fill: '#d4ec4a', stroke: '#7a8a1c', 'stroke-width': 0.8 }) +
    path('M-8-6q6 6 0 12M8-6q-6 6 0 12', { fill: 'none', stroke: '#fff', 'stroke-width': 1.3 }),
];

/** A pitch's lines in a striped field and a ball with its motion lines. */
export function sports(rng: Rng, p: Paint): string {
  const width = rng.range(22, 34);
  let stripes = '';
  for (let x = rng.range(-width, 0); x < 240; x += 2 * width) stripes += `M${nums(x, 0)}h${nums(width)}V180h${nums(-width)}z`;
  const [cx, cy] = [rng.range(50, 190), rng.range(40, 70)];
  const lines = `M${nums(cx, 0)}V180M${nums(cx - 38, cy)}a38 38 0 1 0 76 0a38 38 0 1 0-76 0`;
  const [bx, by, br] = [rng.range(30, 210), rng.range(30, 80), rng.range(16, 24)];
  const trail = [-1, 0, 1].map((k) => `M${nums(bx - br - 6, by + k * br * 0.5)}h${nums(-rng.range(14, 30))}`).join('');
  return [
    path(stripes, { fill: p.hi, 'fill-opacity': 0.07 }),
    path(lines, { fill: 'none', stroke: p.hi, 'stroke-opacity': 0.35, 'stroke-width': 2 }),
    path(trail, { stroke: p.hi, 'stroke-width': 3, 'stroke-linecap': 'round', 'stroke-opacity': 0.6 }),
    el('g', { transform: place(bx, by, rng.range(0, 72), br / 10) }, rng.pick(BALLS)),
  ].join('');
}
