import type { Paint } from './color';
import type { Rng } from './rng';
import { dot, sparkle, sparkles, star } from './shapes';
import { circle, el, nums, path, place, ring, poly } from './svg';

/** Things that glitter or taste sweet: fruit, candy, gems, gold, neon. */

const LEAF = '#3c9a3a';

const CHERRIES = (p: Paint) =>
  path('M-8 4Q-6-10 4-18M8 6Q8-6 4-18', { fill: 'none', stroke: LEAF, 'stroke-width': 2.2, 'stroke-linecap': 'round' }) +
  path('M4-18q10-7 17 1q-10 5-17-1z', { fill: LEAF }) +
  path(dot(-8, 8, 8) + dot(8, 10, 8), { fill: p.accent, stroke: p.deep }) +
  path(dot(-10.5, 5, 2) + dot(5.5, 7, 2), { fill: '#fff', 'fill-opacity': 0.7 });

const LEMON = (p: Paint) =>
  path('M-20 0Q-16-14 0-14Q16-14 20 0Q16 14 0 14Q-16 14-20 0Z', { fill: p.hi, stroke: p.deep }) +
  path('M-9-8q6-3 12-2', { fill: 'none', stroke: '#fff', 'stroke-opacity': 0.7, 'stroke-width': 2, 'stroke-linecap': 'round' });

const SLICE = (p: Paint) =>
  circle(0, 0, 16, { fill: p.accent, stroke: p.deep }) +
  circle(0, 0, 12.5, { fill: p.hi }) +
  path(ring(4, [12.5]).map(([x, y]) => `M${nums(-x, -y)}L${nums(x, y)}`).join(''), { stroke: p.accent, 'stroke-width': 1.5 });

/** Cherries, lemons and orange slices, tumbling over the top half. */
export function fruit(rng: Rng, p: Paint): string {
  const count = rng.int(3, 4);
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const x = 30 + ((i + rng.range(0.15, 0.85)) * 180) / count;
    out += el('g', { transform: place(x, rng.range(30, 80), rng.range(-30, 30), rng.range(1, 1.5)) }, rng.pick([CHERRIES, CHERRIES, LEMON, SLICE])(p));
  }
  return out;
}

/** Lollipops with a spiral, wrapped sweets and sprinkles. */
export function candy(rng: Rng, p: Paint): string {
  let sprinkles = '';
  for (let i = rng.int(8, 14); i > 0; i -= 1) {
    const [x, y, a] = [rng.range(6, 234), rng.range(6, 110), rng.range(0, Math.PI)];
    sprinkles += `M${nums(x, y)}l${nums(5 * Math.cos(a), 5 * Math.sin(a))}`;
  }
  let out = path(sprinkles, { stroke: p.hi, 'stroke-width': 2.5, 'stroke-linecap': 'round', 'stroke-opacity': 0.7 });
  for (let i = rng.int(2, 3); i > 0; i -= 1) {
    const lolly = rng.chance(0.6);
    const body = lolly
      ? path('M0 14V58', { stroke: '#f4f1ea', 'stroke-width': 4, 'stroke-linecap': 'round' }) +
        circle(0, 0, 18, { fill: p.accent, stroke: p.deep, 'stroke-width': 1.5 }) +
        path('M0 0a3 3 0 0 1 6 0a6 6 0 0 1-12 0a9 9 0 0 1 18 0a12 12 0 0 1-24 0a15 15 0 0 1 30 0', { fill: 'none', stroke: p.hi, 'stroke-width': 3 })
      : path('M-12 0L-26-11V11ZM12 0L26-11V11Z', { fill: p.tint }) +
        el('ellipse', { rx: 15, ry: 11, fill: p.accent, stroke: p.deep }) +
        path('M-6-10q-5 10 0 20M6-10q-5 10 0 20', { fill: 'none', stroke: p.hi, 'stroke-width': 3 });
    out += el('g', { transform: place(rng.range(30, 210), rng.range(30, 70), rng.range(-40, 40), rng.range(0.9, 1.3)) }, body);
  }
  return out;
}

/** Brilliant-cut gems: the outline, a lighter crown and the facet lines. */
export function gems(rng: Rng, p: Paint): string {
  const colors = [p.accent, p.hi, p.tint];
  let out = '';
  const count = rng.int(3, 5);
  for (let i = 0; i < count; i += 1) {
    const x = 25 + ((i + rng.range(0.2, 0.8)) * 190) / count;
    out += el('g', { transform: place(x, rng.range(28, 80), rng.range(-25, 25), rng.range(0.8, 1.5)) }, [
      path('M-20-7L-12-16H12L20-7L0 20Z', { fill: rng.pick(colors), stroke: p.deep }),
      path('M-20-7L-12-16H12L20-7Z', { fill: '#fff', 'fill-opacity': 0.3 }),
      path('M-20-7H20M-12-16L-6-7L0-16L6-7L12-16M-6-7L0 20L6-7', { fill: 'none', stroke: '#fff', 'stroke-opacity': 0.55 }),
    ].join(''));
  }
  return out + sparkles(rng, rng.int(3, 6), p.hi);
}

/** Stacks of coins, flying coins stamped with a star, and glints. */
export function gold(rng: Rng, p: Paint): string {
  let out = '';
  for (let s = rng.int(2, 3); s > 0; s -= 1) {
    // A stack as one cylinder with a groove per coin: a few paths, not an ellipse a coin.
    const [x, base, height] = [rng.range(30, 210), rng.range(95, 115), rng.int(3, 7)];
    const top = base - (height - 1) * 7;
    let grooves = '';
    for (let k = 0; k < height - 1; k += 1) grooves += `M${nums(x - 20, base - k * 7)}a20 6.5 0 0 0 40 0`;
    out += path(`M${nums(x - 20, base)}V${nums(top)}h40V${nums(base)}a20 6.5 0 0 1-40 0Z`, { fill: p.accent, stroke: p.deep, 'stroke-width': 1.5 });
    out += path(grooves, { fill: 'none', stroke: p.deep, 'stroke-width': 1.5 });
    out += el('ellipse', { cx: x, cy: top, rx: 20, ry: 6.5, fill: p.tint, stroke: p.deep, 'stroke-width': 1.5 });
  }
  for (let c = rng.int(3, 5); c > 0; c -= 1) {
    out += el('g', { transform: place(rng.range(15, 225), rng.range(15, 70), rng.range(-40, 40), rng.range(0.8, 1.4)) }, [
      circle(0, 0, 12, { fill: p.accent, stroke: p.deep, 'stroke-width': 1.5 }),
      circle(0, 0, 8.5, { fill: 'none', stroke: p.hi, 'stroke-opacity': 0.7 }),
      path(star(5.5), { fill: p.hi }),
    ].join(''));
  }
  return out + sparkles(rng, rng.int(3, 5), p.hi);
}

/** Neon tubes: each shape twice, a wide faint glow under a thin bright line, over a receding grid. */
export function neon(rng: Rng, p: Paint): string {
  const horizon = rng.range(96, 110);
  let grid = '';
  for (let k = 1; k < 6; k += 1) grid += `M0 ${nums(horizon + k * k * 3)}H240`;
  for (let x = -160; x <= 400; x += 40) grid += `M120 ${nums(horizon)}L${nums(x, 180)}`;
  let tubes = '';
  for (let i = rng.int(3, 4); i > 0; i -= 1) {
    const shape = rng.pick([ring(3, [18]), ring(4, [17]), ring(5, [9, 19]), ring(6, [17])]);
    const d = rng.chance(0.25) ? 'M-18 0a18 18 0 1 0 36 0a18 18 0 1 0-36 0' : poly(shape);
    const color = rng.pick([p.accent, p.hi]);
    const transform = place(rng.range(20, 220), rng.range(20, 80), rng.range(0, 120), rng.range(0.7, 1.3));
    tubes += path(d, { fill: 'none', stroke: color, 'stroke-width': 7, 'stroke-opacity': 0.25, transform });
    tubes += path(d, { fill: 'none', stroke: color, 'stroke-width': 2.2, transform });
  }
  return path(grid, { fill: 'none', stroke: p.accent, 'stroke-opacity': 0.35 }) + tubes + path(sparkle(4), { fill: p.hi, transform: place(rng.range(20, 220), rng.range(10, 40)) });
}
