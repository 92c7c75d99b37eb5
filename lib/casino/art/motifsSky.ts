import type { Paint } from './color';
import type { Rng } from './rng';
import { dot, star, starfield } from './shapes';
import { circle, el, nums, path, place } from './svg';

/** The sky: space, rocket, storm, night. */

/** A ringed planet with its shaded side, a moon and a shooting star among the stars. */
export function space(rng: Rng, p: Paint): string {
  const [x, y, r] = [rng.range(60, 180), rng.range(40, 70), rng.range(20, 32)];
  const tilt = rng.range(-30, 30);
  const [mx, my] = [rng.range(15, 225), rng.range(15, 50)];
  const [sx, sy, len] = [rng.range(20, 150), rng.range(10, 40), rng.range(30, 60)];
  return [
    starfield(rng, rng.int(12, 20), p.hi),
    path(`M${nums(sx, sy)}l${nums(len, len * 0.35)}`, { stroke: p.hi, 'stroke-width': 1.5, 'stroke-linecap': 'round', 'stroke-opacity': 0.8 }),
    circle(mx, my, rng.range(5, 9), { fill: p.tint }),
    circle(x, y, r, { fill: p.accent }),
    path(`M${nums(x, y - r)}a${nums(r, r)} 0 0 1 0 ${nums(2 * r)}a${nums(r * 0.7, r)} 0 0 0 0 ${nums(-2 * r)}`, { fill: p.deep, 'fill-opacity': 0.6 }),
    el('ellipse', { cx: x, cy: y, rx: r * 1.8, ry: r * 0.45, fill: 'none', stroke: p.hi, 'stroke-width': 3, transform: `rotate(${nums(tilt, x, y)})` }),
  ].join('');
}

/** A rocket climbing along its dashed course, flame behind it, stars around. */
export function rocket(rng: Rng, p: Paint): string {
  const [x, y] = [rng.range(120, 200), rng.range(35, 60)];
  const angle = rng.range(25, 60);
  const course = `M${nums(rng.range(0, 30), 170)}Q${nums(rng.range(60, 110), rng.range(130, 165), x - 10, y + 12)}`;
  return [
    starfield(rng, rng.int(6, 12), p.hi, 100),
    path(course, { fill: 'none', stroke: p.accent, 'stroke-width': 3, 'stroke-dasharray': '6 5', 'stroke-linecap': 'round' }),
    el('g', { transform: place(x, y, angle, rng.range(1, 1.4)) }, [
      path('M-5 12Q0 36 5 12Z', { fill: p.hi }),
      path('M-8 2L-17 17H-7ZM8 2L17 17H7Z', { fill: p.accent, stroke: p.deep }),
      path('M0-30C9-20 10-6 8 12H-8C-10-6-9-20 0-30Z', { fill: '#f4f4f8', stroke: p.deep, 'stroke-width': 1.5 }),
      circle(0, -9, 4.5, { fill: p.accent, stroke: p.deep, 'stroke-width': 1.5 }),
    ].join('')),
  ].join('');
}

/** Clouds built of overlapping puffs, around (0,0), about 90 wide. */
function cloud(rng: Rng): string {
  let d = 'M-45 10h90v10h-90z';
  for (let x = -36; x <= 36; x += 18) d += dot(x, rng.range(-4, 6), rng.range(13, 20));
  return d;
}

/** Heavy clouds, a lightning bolt or two out of them, and slanting rain. */
export function storm(rng: Rng, p: Paint): string {
  let rain = '';
  for (let i = rng.int(12, 20); i > 0; i -= 1) rain += `M${nums(rng.range(0, 240), rng.range(40, 150))}l-5 12`;
  let bolts = '';
  for (let i = rng.int(1, 2); i > 0; i -= 1) {
    bolts += path('M4-28L-10 2H0L-6 28L12-6H1L8-28Z', { fill: p.hi, stroke: p.accent, transform: place(rng.range(40, 200), rng.range(62, 78), rng.range(-15, 15), rng.range(1, 1.5)) });
  }
  let clouds = '';
  for (let i = rng.int(2, 3); i > 0; i -= 1) {
    clouds += path(cloud(rng), { fill: i === 1 ? p.tint : p.deep, 'fill-opacity': 0.9, transform: place(rng.range(30, 210), rng.range(18, 42), 0, rng.range(0.8, 1.25)) });
  }
  return path(rain, { stroke: p.hi, 'stroke-opacity': 0.45, 'stroke-width': 1.5, 'stroke-linecap': 'round' }) + bolts + clouds;
}

/** A crescent moon and stars over a town's skyline with lit windows. */
export function night(rng: Rng, p: Paint): string {
  const r = rng.range(14, 22);
  let skyline = 'M0 180';
  let windows = '';
  for (let x = 0; x < 240; ) {
    const [w, h] = [rng.range(16, 30), rng.range(36, 80)];
    skyline += `V${nums(180 - h)}H${nums(x + w)}`;
    for (let k = rng.int(0, 2); k > 0; k -= 1) windows += `M${nums(x + rng.range(3, w - 7), 180 - h + rng.range(6, h - 40))}h4v5h-4z`;
    x += w;
  }
  let stars = '';
  for (let i = rng.int(4, 7); i > 0; i -= 1) stars += path(star(rng.range(2.5, 5)), { transform: place(rng.range(10, 230), rng.range(8, 90), rng.range(0, 72)) });
  return [
    starfield(rng, rng.int(8, 14), p.hi, 100),
    el('g', { fill: p.hi }, stars),
    path(`M0${nums(-r)}a${nums(r, r)} 0 1 0 0 ${nums(2 * r)}a${nums(r * 0.75, r)} 0 1 1 0 ${nums(-2 * r)}Z`, { fill: p.hi, transform: place(rng.range(30, 210), rng.range(25, 45), rng.range(-40, 40)) }),
    path(`${skyline}V180Z`, { fill: p.deep }),
    path(windows, { fill: p.hi, 'fill-opacity': 0.7 }),
  ].join('');
}
