import type { Paint } from './color';
import type { Rng } from './rng';
import { dot, waves } from './shapes';
import { circle, el, nums, path, place, poly, ring } from './svg';

/** Land and sea: ocean, fish, forest, animals, fire, ice. */

/** Three bands of waves rising to a sun, with a few bubbles. */
export function ocean(rng: Rng, p: Paint): string {
  const length = rng.range(50, 90);
  const top = rng.range(62, 82);
  return [
    circle(rng.range(40, 200), rng.range(25, 45), rng.range(14, 24), { fill: p.hi, 'fill-opacity': 0.85 }),
    path(waves(top, length, rng.range(6, 12), rng.next()), { fill: p.accent, 'fill-opacity': 0.45 }),
    path(waves(top + 22, length * 0.8, rng.range(5, 10), rng.next()), { fill: p.accent, 'fill-opacity': 0.7 }),
    path(waves(top + 44, length * 0.6, rng.range(4, 8), rng.next()), { fill: p.deep }),
    path(Array.from({ length: rng.int(3, 6) }, () => dot(rng.range(10, 230), rng.range(100, 170), rng.range(1.5, 4))).join(''), { fill: 'none', stroke: p.hi, 'stroke-opacity': 0.6 }),
  ].join('');
}

/** A shoal: bodies with tails, fins and an eye, swimming either way, among bubbles and weed. */
export function fish(rng: Rng, p: Paint): string {
  let weed = '';
  for (let i = rng.int(2, 4); i > 0; i -= 1) {
    const x = rng.range(5, 235);
    weed += `M${nums(x, 180)}q-8-20 0-40t0-40`;
  }
  let out = path(weed, { fill: 'none', stroke: p.deep, 'stroke-width': 4, 'stroke-linecap': 'round' });
  for (let i = rng.int(3, 5); i > 0; i -= 1) {
    const flip = rng.chance(0.5) ? -1 : 1;
    const size = rng.range(0.8, 1.6);
    const transform = `${place(rng.range(25, 215), rng.range(20, 95), rng.range(-15, 15))}scale(${nums(flip * size, size)})`;
    out += el('g', { transform }, [
      path('M12 0L24-9V9Z', { fill: p.tint }),
      path('M-16 0C-9-11 8-11 14 0C8 11-9 11-16 0Z', { fill: rng.pick([p.accent, p.hi]), stroke: p.deep }),
      path('M-2-8q5-7 10-2', { fill: p.tint }),
      circle(-8, -2, 1.8, { fill: '#111' }),
    ].join(''));
  }
  return out + path(Array.from({ length: rng.int(3, 6) }, () => dot(rng.range(10, 230), rng.range(8, 110), rng.range(1.5, 3.5))).join(''), { fill: 'none', stroke: p.hi, 'stroke-opacity': 0.7 });
}

const PINE = 'M0-30L12-12H6L16 4H8L20 20H-20L-8 4H-16L-6-12H-12Z';

/** Pines in two rows under a moon or a sun, on a hill. */
export function forest(rng: Rng, p: Paint): string {
  let out = circle(rng.range(30, 210), rng.range(22, 40), rng.range(12, 20), { fill: p.hi, 'fill-opacity': 0.9 });
  out += path(`M0 ${nums(rng.range(95, 110))}Q${nums(rng.range(60, 180), rng.range(60, 80))} 240 ${nums(rng.range(95, 110))}V180H0Z`, { fill: p.deep });
  for (const [row, fill, y0, k] of [[0, p.deep, 78, 1], [1, p.accent, 100, 1.4]] as const) {
    for (let x = rng.range(-10, 20); x < 250; x += rng.range(30, 52) * k) {
      out += el('g', { transform: place(x, y0 + rng.range(-8, 8), 0, k * rng.range(0.8, 1.3)) }, path(PINE, { fill, stroke: row ? p.deep : undefined }) + path('M-3 20h6v7h-6z', { fill: '#3b2a1a' }));
    }
  }
  return out;
}

const PAD = 'M-7 5c0-6 4-10 7-10s7 4 7 10c0 4-4 5-7 5s-7-1-7-5z';
const TOES = dot(-9.5, -6, 3.2) + dot(-3.5, -12, 3.3) + dot(3.5, -12, 3.3) + dot(9.5, -6, 3.2);

/** A trail of paw prints crossing the tile, left, right, left. */
export function animals(rng: Rng, p: Paint): string {
  const count = rng.int(4, 6);
  const [x0, y0] = [rng.range(0, 20), rng.range(25, 95)];
  const [x1, y1] = [rng.range(220, 240), rng.range(25, 95)];
  const heading = (Math.atan2(y1 - y0, x1 - x0) * 180) / Math.PI + 90;
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const t = (i + 0.5) / count;
    const side = i % 2 ? 9 : -9;
    out += path(PAD + TOES, { fill: i % 2 ? p.hi : p.accent, stroke: p.deep, transform: place(x0 + (x1 - x0) * t + side * 0.5, y0 + (y1 - y0) * t + side, heading + rng.range(-10, 10), rng.range(1.2, 1.6)) });
  }
  return out;
}

const FLAME = 'M0-40C10-24 18-15 14 0C12 10 5 14 0 14C-5 14-12 10-14 0C-17-13-5-20 0-40Z';

/** Flames of several heights, each with its hot core, and rising embers. */
export function fire(rng: Rng, p: Paint): string {
  let out = '';
  const count = rng.int(3, 6);
  for (let i = 0; i < count; i += 1) {
    const transform = place(10 + ((i + rng.range(0.2, 0.8)) * 220) / count, rng.range(88, 104), rng.range(-12, 12), rng.range(1, 1.9));
    out += el('g', { transform }, path(FLAME, { fill: p.accent }) + path(FLAME, { fill: p.hi, transform: 'translate(0 6)scale(.55)' }));
  }
  const embers = Array.from({ length: rng.int(6, 12) }, () => dot(rng.range(8, 232), rng.range(6, 70), rng.range(0.8, 2.2))).join('');
  return out + path(embers, { fill: p.hi });
}

/** A snowflake of radius `r`: six arms with a pair of branches each. */
function snowflake(r: number): string {
  return ring(6, [r]).map(([x, y]) => {
    const [bx, by] = [x * 0.55, y * 0.55];
    const [nx, ny] = [-y * 0.22, x * 0.22];
    return `M0 0L${nums(x, y)}M${nums(bx + nx + x * 0.2, by + ny + y * 0.2)}L${nums(bx, by)}L${nums(bx - nx + x * 0.2, by - ny + y * 0.2)}`;
  }).join('');
}

/** Icicles along the top edge, snowflakes and a crystal. */
export function ice(rng: Rng, p: Paint): string {
  let icicles = 'M0 0';
  for (let x = 0; x < 240; ) {
    const w = rng.range(10, 22);
    icicles += `L${nums(x + w / 2, rng.range(10, 42))}L${nums(x + w, 0)}`;
    x += w;
  }
  let flakes = '';
  for (let i = rng.int(3, 5); i > 0; i -= 1) flakes += path(snowflake(rng.range(8, 18)), { transform: place(rng.range(15, 225), rng.range(45, 100), rng.range(0, 60)) });
  return [
    path(`${icicles}Z`, { fill: p.accent, 'fill-opacity': 0.75, stroke: p.hi, 'stroke-opacity': 0.6 }),
    el('g', { fill: 'none', stroke: p.hi, 'stroke-width': 2, 'stroke-linecap': 'round' }, flakes),
    path(poly(ring(6, [16])), { fill: p.tint, 'fill-opacity': 0.35, stroke: p.hi, transform: place(rng.range(20, 220), rng.range(40, 90), rng.range(0, 60)) }),
  ].join('');
}
