/**
 * The art's colours. The catalogue's palette is `[background, accent, highlight]`
 * (docs/casino-api.md "Art seed"); anything that is not `#rrggbb` is never written into the SVG
 * (it would be an injection point and an unreadable tile), the fixed palette stands in for it.
 */

export const COLOR = /^#[0-9a-f]{6}$/i;

/** The stand-in palette: the site's dark blue with a teal accent. */
export const FALLBACK_PALETTE: readonly [string, string, string] = ['#102a43', '#2ec4b6', '#f0f4f8'];

/** What every drawing paints with: the palette, plus a deep shade and a light tint of the accent. */
export interface Paint {
  bg: string;
  accent: string;
  hi: string;
  /** The accent sunk into the background: shadows, outlines. */
  deep: string;
  /** The accent lifted towards white: shine, second tone. */
  tint: string;
  /** Text colour over the art and its outline, whichever way round reads best. */
  ink: string;
  halo: string;
}

/** The palette as given when all three are `#rrggbb`, else the fixed one (never a mix of both). */
export function safePalette(palette: readonly string[]): readonly [string, string, string] {
  const [bg, accent, hi] = palette;
  return bg && accent && hi && COLOR.test(bg) && COLOR.test(accent) && COLOR.test(hi)
    ? [bg.toLowerCase(), accent.toLowerCase(), hi.toLowerCase()]
    : FALLBACK_PALETTE;
}

function channels(hex: string): [number, number, number] {
  const value = parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const toHex = (rgb: readonly number[]) =>
  `#${rgb.map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;

/** `a` moved towards `b` by `t` (0–1). */
export function mix(a: string, b: string, t: number): string {
  const ca = channels(a);
  const cb = channels(b);
  return toHex(ca.map((c, i) => c + (cb[i]! - c) * t));
}

/** Relative luminance (WCAG), 0 black to 1 white. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The colours of one drawing from a checked palette. */
export function paintOf([bg, accent, hi]: readonly [string, string, string]): Paint {
  // The title sits on the background darkened by a scrim: light type unless the background is light.
  const lightBackground = luminance(bg) > 0.45;
  const ink = lightBackground ? mix(bg, '#000000', 0.85) : luminance(hi) > 0.5 ? hi : '#ffffff';
  return {
    bg,
    accent,
    hi,
    deep: mix(accent, bg, 0.65),
    tint: mix(accent, '#ffffff', 0.45),
    ink,
    halo: lightBackground ? '#ffffff' : mix(bg, '#000000', 0.6),
  };
}
