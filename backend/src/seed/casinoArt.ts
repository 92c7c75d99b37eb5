import type { Motif } from './casinoTaxonomy';

/**
 * The art seed's colours: two palettes per motif, each `[background, accent, highlight]`. The site
 * draws a game's SVG art from its palette, motif, seed, name and studio (docs/casino-api.md).
 */
export const PALETTES: Readonly<Record<Motif, readonly (readonly [string, string, string])[]>> = {
  gems: [['#1b1040', '#b455ff', '#5ef2ff'], ['#0d2b45', '#2ee6a8', '#ffd166']],
  fruit: [['#2b0f3a', '#ff4f6d', '#ffd23f'], ['#0f3d2e', '#ff8c42', '#f9f871']],
  dragon: [['#3a0a0a', '#e63946', '#f4d35e'], ['#062a1e', '#2a9d8f', '#e9c46a']],
  space: [['#0b0c2a', '#6c63ff', '#f5f3ff'], ['#120b2e', '#ff6ec7', '#7df9ff']],
  ocean: [['#03254c', '#1ca3ec', '#c8f4ff'], ['#022b3a', '#1f7a8c', '#ffd6a5']],
  forest: [['#132a13', '#4f772d', '#ecf39e'], ['#1f2d16', '#8fbc5c', '#ffcf56']],
  fire: [['#2b0a00', '#ff5400', '#ffbd00'], ['#3d0c02', '#d62828', '#fcbf49']],
  ice: [['#0a1f33', '#7fdbff', '#ffffff'], ['#102a43', '#9bd1e5', '#e0fbfc']],
  egypt: [['#2d1b00', '#d4a017', '#f1e3b0'], ['#1a1423', '#c9a227', '#2ec4b6']],
  pirates: [['#1b1b2f', '#c8553d', '#f2d0a4'], ['#0b1d26', '#588b8b', '#ffd5c2']],
  animals: [['#2f1b0c', '#e07a1f', '#f6e7cb'], ['#1e2d24', '#c5a880', '#f4f1de']],
  gold: [['#1c1405', '#e6b422', '#fff1b8'], ['#2a1a00', '#ffb000', '#fff7e0']],
  candy: [['#3b0d3b', '#ff7ab6', '#ffe3f1'], ['#2c0e37', '#a3e7fc', '#ffadad']],
  night: [['#0d1321', '#3e5c76', '#f0ebd8'], ['#14142b', '#8e7dbe', '#f2d7ee']],
  storm: [['#101820', '#4a90c2', '#e8f1f2'], ['#1c2541', '#5bc0be', '#f5f5f5']],
  cards: [['#0b3d20', '#c1121f', '#fdf0d5'], ['#111111', '#d4af37', '#f8f8f8']],
  dice: [['#1d0f2f', '#f72585', '#ffffff'], ['#0f172a', '#22c55e', '#f8fafc']],
  wheel: [['#2a0a12', '#e63946', '#f1faee'], ['#0c1b33', '#f4a261', '#fefae0']],
  balls: [['#102542', '#f87060', '#f6f7eb'], ['#1b263b', '#ffd60a', '#e0e1dd']],
  rocket: [['#0a0a23', '#ff3864', '#fffd82'], ['#051923', '#00a6fb', '#fdfffc']],
  fish: [['#012a4a', '#ff9f1c', '#caf0f8'], ['#03396c', '#6497b1', '#fcd5ce']],
  lantern: [['#3a0d0d', '#d00000', '#ffba08'], ['#1d0b0b', '#e85d04', '#faa307']],
  folk: [['#2b0b0b', '#c1121f', '#fdf0d5'], ['#0d1b2a', '#1b4db1', '#ffffff']],
  sports: [['#0b2e13', '#38b000', '#f1fffa'], ['#0b132b', '#3a86ff', '#ffbe0b']],
  neon: [['#0d0221', '#ff00a0', '#00f0ff'], ['#10002b', '#c77dff', '#72efdd']],
};

/** Words of a generated title that decide its motif over the pool's default ("Volcano Kings Ways" → fire). */
const KEYWORD_MOTIFS: Readonly<Record<string, Motif>> = {
  thunder: 'storm', viking: 'storm', nordic: 'storm', volcano: 'fire', blazing: 'fire', glacier: 'ice', tundra: 'ice',
  jungle: 'forest', savanna: 'animals', safari: 'animals', panda: 'animals', pig: 'animals', bull: 'animals',
  eagle: 'animals', dragon: 'dragon', lotus: 'lantern', moon: 'night', coin: 'gold', bullion: 'gold', treasure: 'gold',
  golden: 'gold', canyon: 'gold', desert: 'egypt', pyramid: 'egypt', lagoon: 'ocean', harbour: 'ocean', sunken: 'ocean',
  voyage: 'pirates', odyssey: 'space', starlit: 'space', pixel: 'neon', jade: 'dragon', emerald: 'gems', crimson: 'fire',
  diamond: 'gems', pirate: 'pirates', space: 'space', galaxy: 'space', fruit: 'fruit', clover: 'forest', neon: 'neon',
  candy: 'candy', horse: 'sports', penalty: 'sports', goal: 'sports', darts: 'sports', pool: 'sports', archer: 'forest',
  tiger: 'animals', koi: 'fish', envelope: 'lantern', mahjong: 'lantern', fish: 'fish', deep: 'ocean',
};

/** The motif a title's words call for, or the fallback. */
export function motifOfTitle(title: string, fallback: Motif): Motif {
  for (const word of title.toLowerCase().split(/[^a-z]+/)) {
    const motif = KEYWORD_MOTIFS[word];
    if (motif) return motif;
  }
  return fallback;
}
