import type { Paint } from './color';
import type { Rng } from './rng';
import { waves } from './shapes';
import { circle, el, nums, path, place, poly, ring } from './svg';

/** Legends and far places: dragon, egypt, pirates, lantern, folk. */

/** A serpent dragon: a wavy body with spines and a scaled belly, its head by a glowing pearl. */
export function dragon(rng: Rng, p: Paint): string {
  const [mid, amp, turns, phase] = [rng.range(45, 75), rng.range(14, 26), rng.range(1.2, 2.2), rng.range(0, 2 * Math.PI)];
  const at = (x: number) => mid + amp * Math.sin((x / 240) * turns * 2 * Math.PI + phase);
  let body = '';
  let spines = '';
  for (let x = 0; x <= 200; x += 10) {
    body += `${x ? 'L' : 'M'}${nums(x, at(x))}`;
    if (x % 20 === 0) {
      const slope = Math.atan2(at(x + 1) - at(x), 1);
      const [nx, ny] = [Math.sin(slope), -Math.cos(slope)];
      spines += poly([[x - 5, at(x - 5)], [x + 13 * nx, at(x) + 13 * ny], [x + 5, at(x + 5)]]);
    }
  }
  const [hx, hy] = [200, at(200)];
  return [
    path(spines, { fill: p.hi }),
    path(body, { fill: 'none', stroke: p.accent, 'stroke-width': 15, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }),
    path(body, { fill: 'none', stroke: p.hi, 'stroke-width': 3, 'stroke-dasharray': '3 5' }),
    el('g', { transform: place(hx, hy, rng.range(-20, 20)) }, [
      path('M-6-12L16-8L24 0L16 8L-6 12Z', { fill: p.accent, stroke: p.deep }),
      path('M2-11L-8-24L8-12ZM16 6L26 14', { fill: p.hi, stroke: p.hi, 'stroke-width': 2 }),
      circle(8, -3, 2.5, { fill: p.hi }),
    ].join('')),
    circle(hx + 32, hy - 14, 8, { fill: p.hi, stroke: p.accent, 'stroke-width': 3 }),
  ].join('');
}

/** Pyramids with a lit and a shaded face, the sun, dunes and an ankh. */
export function egypt(rng: Rng, p: Paint): string {
  const ground = rng.range(96, 106);
  let faces = '';
  let shade = '';
  for (let i = rng.int(2, 3); i > 0; i -= 1) {
    const [x, w] = [rng.range(40, 200), rng.range(34, 64)];
    const h = w * rng.range(0.75, 0.95);
    faces += poly([[x - w, ground], [x, ground - h], [x + w * 0.25, ground]]);
    shade += poly([[x, ground - h], [x + w, ground], [x + w * 0.25, ground]]);
  }
  return [
    circle(rng.range(30, 210), rng.range(25, 40), rng.range(14, 22), { fill: p.hi }),
    path(faces, { fill: p.accent }),
    path(shade, { fill: p.deep }),
    path(waves(ground - 4, rng.range(120, 200), rng.range(4, 9), rng.next()), { fill: p.tint, 'fill-opacity': 0.5 }),
    path('M0-9a4 5 0 1 1 .1 0M-7-3H7M0-4V14', { fill: 'none', stroke: p.hi, 'stroke-width': 2.5, 'stroke-linecap': 'round', transform: place(rng.chance(0.5) ? 18 : 222, rng.range(50, 80)) }),
  ].join('');
}

/** A sailing ship rocking on waves, its black flag up, gulls overhead. */
export function pirates(rng: Rng, p: Paint): string {
  let gulls = '';
  for (let i = rng.int(2, 4); i > 0; i -= 1) {
    const s = rng.range(4, 7);
    gulls += `M${nums(rng.range(10, 220), rng.range(10, 40))}q${nums(s * 0.5, -s * 0.6, s, 0)}q${nums(s * 0.5, -s * 0.6, s, 0)}`;
  }
  const ship = [
    path('M-44-6H44L33 12H-31Z', { fill: p.accent, stroke: p.deep, 'stroke-width': 1.5 }),
    path('M-12-6V-64M16-6V-54', { stroke: p.deep, 'stroke-width': 3 }),
    path('M-30-58h36q5 12 0 24h-36q5-12 0-24zM-2-48h34q5 11 0 22h-34q5-11 0-22z', { fill: p.hi, stroke: p.deep }),
    path('M-12-64h14l-4 4 4 4h-14z', { fill: '#141414' }),
  ].join('');
  return [
    path(gulls, { fill: 'none', stroke: p.hi, 'stroke-width': 1.8, 'stroke-linecap': 'round' }),
    el('g', { transform: place(rng.range(70, 170), rng.range(84, 96), rng.range(-7, 7), rng.range(0.9, 1.15)) }, ship),
    path(waves(rng.range(92, 100), rng.range(36, 56), rng.range(4, 7), rng.next()), { fill: p.deep, 'fill-opacity': 0.85 }),
  ].join('');
}

/** Paper lanterns hanging at different heights, ribbed, capped and tasselled, each in its glow. */
export function lantern(rng: Rng, p: Paint): string {
  let out = '';
  const count = rng.int(2, 4);
  for (let i = 0; i < count; i += 1) {
    const [x, y, k] = [25 + ((i + rng.range(0.2, 0.8)) * 190) / count, rng.range(38, 78), rng.range(0.8, 1.25)];
    out += path(`M${nums(x)} 0V${nums(y - 22 * k)}`, { stroke: p.hi, 'stroke-opacity': 0.6 });
    out += el('g', { transform: place(x, y, rng.range(-6, 6), k) }, [
      circle(0, 0, 34, { fill: p.hi, 'fill-opacity': 0.12 }),
      el('ellipse', { rx: 18, ry: 20, fill: p.accent }),
      path('M0-20V20M-9-18q-6 18 0 36M9-18q6 18 0 36', { fill: 'none', stroke: p.deep, 'stroke-width': 1.2 }),
      path('M-8-23h16v4h-16zM-8 19h16v4h-16z', { fill: p.hi }),
      path('M-3 23v11M0 23v13M3 23v11', { stroke: p.hi }),
    ].join(''));
  }
  return out;
}

/** A flower of `count` petals of length `len`, as one path. */
function flower(count: number, len: number): string {
  return ring(count, [len]).map(([x, y]) => {
    const [nx, ny] = [-y * 0.35, x * 0.35];
    return `M0 0C${nums(x * 0.3 + nx, y * 0.3 + ny, x + nx * 0.6, y + ny * 0.6, x, y)}C${nums(x - nx * 0.6, y - ny * 0.6, x * 0.3 - nx, y * 0.3 - ny, 0, 0)}`;
  }).join('');
}

/** Folk painting: a zigzag border, rosettes with a berry heart and curling leaves. */
export function folk(rng: Rng, p: Paint): string {
  let border = 'M0 6';
  for (let x = 0; x < 240; x += 12) border += `l6 8 6-8`;
  let out = path(border, { fill: 'none', stroke: p.hi, 'stroke-width': 2 }) + path(border, { fill: 'none', stroke: p.accent, 'stroke-width': 2, transform: 'translate(0 6)' });
  const count = rng.int(2, 3);
  for (let i = 0; i < count; i += 1) {
    const [x, y, len, petals] = [30 + ((i + rng.range(0.2, 0.8)) * 180) / count, rng.range(50, 80), rng.range(18, 28), rng.int(6, 10)];
    out += path(`M${nums(x, y)}c${nums(-20, 10, -10, 30, -30, 40)}M${nums(x, y)}c${nums(20, 10, 10, 30, 30, 40)}`, { fill: 'none', stroke: p.tint, 'stroke-width': 2.5, 'stroke-linecap': 'round' });
    out += path(flower(petals, len), { fill: i % 2 ? p.hi : p.accent, stroke: p.deep, transform: place(x, y, rng.range(0, 360 / petals)) });
    out += circle(x, y, len * 0.28, { fill: i % 2 ? p.accent : p.hi, stroke: p.deep });
  }
  return out;
}
