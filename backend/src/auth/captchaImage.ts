import { randomInt } from 'node:crypto';

/**
 * Digits as strokes on a 10 × 16 grid. They are drawn as paths, never as text, so the answer is
 * not in the markup, and each drawing is bent, jittered and crossed with noise.
 */
type Point = readonly [number, number];
const GLYPHS: Record<string, readonly (readonly Point[])[]> = {
  '0': [[[2, 1], [8, 1], [9, 3], [9, 13], [8, 15], [2, 15], [1, 13], [1, 3], [2, 1]]],
  '1': [[[3, 4], [6, 1], [6, 15]], [[3, 15], [9, 15]]],
  '2': [[[1, 4], [3, 1], [7, 1], [9, 4], [9, 6], [1, 15], [9, 15]]],
  '3': [[[1, 2], [3, 1], [7, 1], [9, 3], [9, 6], [7, 8], [4, 8]], [[7, 8], [9, 10], [9, 13], [7, 15], [3, 15], [1, 14]]],
  '4': [[[7, 15], [7, 1], [1, 11], [9, 11]]],
  '5': [[[9, 1], [2, 1], [1, 7], [6, 6], [9, 8], [9, 13], [7, 15], [3, 15], [1, 13]]],
  '6': [[[8, 1], [4, 1], [1, 6], [1, 13], [3, 15], [7, 15], [9, 13], [9, 10], [7, 8], [3, 8], [1, 10]]],
  '7': [[[1, 1], [9, 1], [4, 15]]],
  '8': [[[5, 8], [2, 6], [2, 3], [4, 1], [6, 1], [8, 3], [8, 6], [5, 8], [1, 11], [1, 13], [3, 15], [7, 15], [9, 13], [9, 11], [5, 8]]],
  '9': [[[9, 6], [7, 8], [3, 8], [1, 6], [1, 3], [3, 1], [7, 1], [9, 3], [9, 10], [6, 15], [2, 15]]],
};

const WIDTH = 200;
const HEIGHT = 70;
const SCALE = 2.6;
// No five digits in a row anywhere in the markup, so the answer never shows up in it by chance.
const COLORS = ['#1e293b', '#7c2d12', '#1e3a8a', '#0f5b2e', '#5b1c87'];

/** A uniform number in [min, max), from the crypto source (the drawing must not be predictable). */
const between = (min: number, max: number) => min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
const pick = <T>(items: readonly T[]): T => items[randomInt(0, items.length)] as T;
const fmt = (value: number) => value.toFixed(1);

function drawDigit(digit: string, index: number, count: number): string {
  const strokes = GLYPHS[digit] ?? [];
  const cell = WIDTH / (count + 1);
  const originX = cell * (index + 0.6) + between(-4, 4);
  const originY = 14 + between(-6, 6);
  const angle = between(-0.35, 0.35);
  const skew = between(-0.3, 0.3);
  const scale = SCALE * between(0.85, 1.15);
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const place = ([x, y]: Point): string => {
    const sx = (x - 5 + skew * (y - 8)) * scale + between(-1.2, 1.2);
    const sy = (y - 8) * scale + between(-1.2, 1.2);
    return `${fmt(originX + 13 + sx * cos - sy * sin)} ${fmt(originY + 21 + sx * sin + sy * cos)}`;
  };
  const d = strokes.map((stroke) => `M${stroke.map(place).join(' L')}`).join(' ');
  return `<path d="${d}" fill="none" stroke="${pick(COLORS)}" stroke-width="${fmt(between(2.4, 3.6))}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

function noise(): string {
  const curves = Array.from({ length: 5 }, () => {
    const y = () => fmt(between(5, HEIGHT - 5));
    return `<path d="M0 ${y()} C${fmt(between(40, 90))} ${y()} ${fmt(between(110, 160))} ${y()} ${WIDTH} ${y()}" fill="none" stroke="${pick(COLORS)}" stroke-width="${fmt(between(0.8, 1.8))}" opacity="0.7"/>`;
  });
  const dots = Array.from(
    { length: 40 },
    () => `<circle cx="${fmt(between(0, WIDTH))}" cy="${fmt(between(0, HEIGHT))}" r="${fmt(between(0.6, 1.8))}" fill="${pick(COLORS)}"/>`,
  );
  return curves.join('') + dots.join('');
}

/** A self-contained SVG (no fonts, no external assets) of the digits, distorted. */
export function captchaSvg(answer: string): string {
  const digits = [...answer].map((digit, index) => drawDigit(digit, index, answer.length)).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#f3f4f6"/>${noise()}${digits}</svg>`
  );
}
