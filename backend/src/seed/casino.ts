/**
 * Casino lobby seed. Studio and game names are invented (no real studio
 * trademarks); `accent` is the tile colour the site paints until art exists.
 */
export const CASINO_CATEGORIES = ['slots', 'live', 'table', 'crash', 'fast', 'new', 'popular'] as const;
export type CasinoCategory = (typeof CASINO_CATEGORIES)[number];

export interface SeedProvider {
  id: number;
  slug: string;
  name: string;
}

export const PROVIDERS: SeedProvider[] = [
  { id: 1, slug: 'northern-lights-gaming', name: 'Northern Lights Gaming' },
  { id: 2, slug: 'red-fox-studios', name: 'Red Fox Studios' },
  { id: 3, slug: 'golden-anchor-games', name: 'Golden Anchor Games' },
  { id: 4, slug: 'blue-comet-interactive', name: 'Blue Comet Interactive' },
  { id: 5, slug: 'silver-peak-entertainment', name: 'Silver Peak Entertainment' },
  { id: 6, slug: 'velvet-dice-live', name: 'Velvet Dice Live' },
  { id: 7, slug: 'iron-lantern-studio', name: 'Iron Lantern Studio' },
  { id: 8, slug: 'coral-reef-gaming', name: 'Coral Reef Gaming' },
  { id: 9, slug: 'quantum-bee', name: 'Quantum Bee' },
  { id: 10, slug: 'stormbird-games', name: 'Stormbird Games' },
  { id: 11, slug: 'amber-owl-play', name: 'Amber Owl Play' },
  { id: 12, slug: 'pixel-orchard', name: 'Pixel Orchard' },
];

export interface SeedCasinoGame {
  name: string;
  providerId: number;
  categories: CasinoCategory[];
  accent: string;
  isHot?: boolean;
}

const g = (name: string, providerId: number, categories: CasinoCategory[], accent: string, isHot = false): SeedCasinoGame => ({
  name,
  providerId,
  categories,
  accent,
  isHot,
});

export const CASINO_GAMES: SeedCasinoGame[] = [
  g('Aurora Riches', 1, ['slots', 'popular'], '#3fb6a8', true),
  g('Frozen Fjord Fortunes', 1, ['slots'], '#5b8def'),
  g('Polar Night Megaways', 1, ['slots', 'new'], '#2c3e91'),
  g('Midnight Sun Blackjack', 1, ['table'], '#c0392b'),
  g('Fox Den Gold', 2, ['slots', 'popular'], '#e67e22', true),
  g('Crimson Tails', 2, ['slots'], '#b03a2e'),
  g('Sly Heist', 2, ['slots', 'new'], '#8e44ad'),
  g('Lucky Burrow Scratch', 2, ['fast'], '#f39c12'),
  g('Treasure of the Tides', 3, ['slots', 'popular'], '#1abc9c', true),
  g('Captain Goldbeard', 3, ['slots'], '#d4ac0d'),
  g('Lighthouse Keeper', 3, ['slots'], '#2874a6'),
  g('Harbour Roulette', 3, ['table'], '#117864'),
  g('Comet Crash', 4, ['crash', 'fast', 'popular'], '#5dade2', true),
  g('Orbit Rush', 4, ['crash', 'fast', 'new'], '#1f618d'),
  g('Star Miner', 4, ['slots'], '#6c3483'),
  g('Galaxy Plinko', 4, ['fast'], '#a569bd'),
  g('Summit of Gold', 5, ['slots'], '#b7950b'),
  g('Yeti Wilds', 5, ['slots', 'new'], '#85c1e9'),
  g('Avalanche Coins', 5, ['slots', 'popular'], '#aeb6bf'),
  g('Alpine Baccarat', 5, ['table'], '#196f3d'),
  g('Velvet Roulette Live', 6, ['live', 'table', 'popular'], '#922b21', true),
  g('Velvet Blackjack Live', 6, ['live', 'table'], '#641e16'),
  g('Grand Baccarat Live', 6, ['live', 'table'], '#7d6608'),
  g('Money Wheel Live', 6, ['live', 'fast', 'new'], '#d35400'),
  g('Lantern Festival', 7, ['slots', 'popular'], '#e74c3c'),
  g('Jade Dragon Ways', 7, ['slots'], '#239b56'),
  g('Temple of Embers', 7, ['slots', 'new'], '#ba4a00'),
  g('Iron Poker', 7, ['table'], '#515a5a'),
  g('Coral Kingdom', 8, ['slots'], '#ff7f50'),
  g('Pearl Diver', 8, ['slots', 'popular'], '#48c9b0'),
  g('Deep Blue Bingo', 8, ['fast'], '#21618c'),
  g('Reef Keno', 8, ['fast', 'new'], '#17a589'),
  g('Hive Multiplier', 9, ['crash', 'fast'], '#f4d03f'),
  g('Honey Heist', 9, ['slots'], '#f5b041', true),
  g('Quantum Mines', 9, ['fast', 'popular'], '#7dcea0'),
  g('Buzz Dice', 9, ['fast', 'new'], '#f7dc6f'),
  g('Stormbird Ascent', 10, ['crash', 'popular'], '#2e86c1', true),
  g('Thunder Reels', 10, ['slots'], '#34495e'),
  g('Lightning Sic Bo', 10, ['table'], '#5499c7'),
  g('Tempest Wilds', 10, ['slots', 'new'], '#1b4f72'),
  g('Owl Night Hold and Win', 11, ['slots'], '#a04000'),
  g('Amber Forest', 11, ['slots', 'popular'], '#ca6f1e'),
  g('Wise Owl Video Poker', 11, ['table'], '#6e2c00'),
  g('Fruit Orchard Deluxe', 12, ['slots', 'popular'], '#27ae60', true),
  g('Pixel Cherry Blast', 12, ['slots', 'new'], '#e91e63'),
  g('Retro Fruit Machine', 12, ['slots'], '#9b59b6'),
  g('Apple Tree Plinko', 12, ['fast'], '#58d68d'),
  g('Orchard Dice Duel', 12, ['fast', 'table'], '#229954'),
];

/** URL slug from a game name: "Fox Den Gold" → "fox-den-gold". */
export function routeFromName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
