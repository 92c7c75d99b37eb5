/**
 * How wide a line of the title will be, without a font to measure with: the art is an SVG in an
 * <img>, drawn with whatever bold sans the system has, so the widths are estimated per character.
 */

// Advances in em of DejaVu Sans Bold, the widest of the usual system sans faces (Segoe UI,
// Roboto and San Francisco are narrower), grouped and rounded up: type sized by them fits on
// every system. Measured in a browser over every letter the catalogue's names use.
const ADVANCES: readonly (readonly [number, string])[] = [
  [0.38, "'ijl /IJ.,’"],
  [0.46, ':;f-!()'],
  [0.5, 'tr–'],
  [0.6, '"гт?зzcсэs'],
  [0.71, 'ьвLГяxх«»vyуkaаeеёкSТEFЕЁчoонп0123456789бийT'],
  [0.74, 'ЗhnubdgpqрYZлPРCСЭ'],
  [0.78, 'цъBБВЬRЯXУХAVАK'],
  [0.84, 'дЧUмКGDЛHNИЙНП+'],
  [0.91, 'OQО&Ды'],
  [1.01, 'wЦЪюФфMжМ—@%'],
  [1.11, 'ЫmшWщ'],
  [1.33, 'ЮЖШЩ'],
];
const ADVANCE = new Map(ADVANCES.flatMap(([em, chars]) => [...chars].map((ch) => [ch, em] as const)));

/** A character's advance in em; one the table lacks counts as a wide capital. */
function advance(ch: string): number {
  return ADVANCE.get(ch) ?? 0.9;
}

/** A line's width in px at a font size. */
export function textWidth(text: string, size: number): number {
  let em = 0;
  for (const ch of text) em += advance(ch);
  return em * size;
}
