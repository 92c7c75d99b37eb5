import { COLOR, FALLBACK_PALETTE, mix } from './color';
import { MOTIF_NAMES } from './motifs';
import { hashString } from './rng';

export interface ArtSeed {
  palette: string[];
  motif: string;
  seed: number;
}

/**
 * The art seed of a game the backend sent none for (an operator's catalogue without `art`): a
 * palette from its tile colour (`accent`) and a motif and seed from its route, so it is still
 * drawn the same every time and differently from its neighbours.
 */
export function fallbackArt(route: string, accent: string): ArtSeed {
  const color = COLOR.test(accent) ? accent.toLowerCase() : FALLBACK_PALETTE[1];
  const hash = hashString(route);
  return {
    palette: [mix(color, '#000000', 0.78), color, mix(color, '#ffffff', 0.8)],
    motif: MOTIF_NAMES[hash % MOTIF_NAMES.length]!,
    seed: hash >>> 16,
  };
}
