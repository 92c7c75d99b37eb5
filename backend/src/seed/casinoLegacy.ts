import type { CasinoTag, Motif } from './casinoTaxonomy';

/**
 * The games of the first seed, kept with their ids (3001 + index), names, routes, studios and tile
 * colours so the site's links and tests stay valid (3001 `aurora-riches`, 3021
 * `velvet-roulette-live`…). Their old categories are mapped to the new taxonomy: `popular` and
 * `new` became tags, `table` card games, poker or other games, `crash` crash games, `fast` fast
 * games or fast bet.
 */
export interface LegacyGame {
  name: string;
  studioId: number;
  categories: readonly string[];
  tags: readonly CasinoTag[];
  motif: Motif;
  accent: string;
  hot: boolean;
}

const g = (name: string, studioId: number, categories: string[], motif: Motif, accent: string, tags: CasinoTag[] = [], hot = false): LegacyGame => ({
  name,
  studioId,
  categories,
  tags,
  motif,
  accent,
  hot,
});

export const LEGACY_GAMES: readonly LegacyGame[] = [
  g('Aurora Riches', 1, ['slots', 'slots/free-spins'], 'ice', '#3fb6a8', ['popular'], true),
  g('Frozen Fjord Fortunes', 1, ['slots', 'slots/multiways'], 'ice', '#5b8def'),
  g('Polar Night Megaways', 1, ['slots', 'slots/multiways'], 'night', '#2c3e91', ['new']),
  g('Midnight Sun Blackjack', 1, ['card-games'], 'cards', '#c0392b'),
  g('Fox Den Gold', 2, ['slots', 'slots/hold-and-win'], 'animals', '#e67e22', ['popular'], true),
  g('Crimson Tails', 2, ['slots', 'slots/free-spins'], 'animals', '#b03a2e'),
  g('Sly Heist', 2, ['slots', 'slots/bonus-buy'], 'gold', '#8e44ad', ['new']),
  g('Lucky Burrow Scratch', 2, ['scratchcards'], 'animals', '#f39c12'),
  g('Treasure of the Tides', 3, ['slots', 'slots/free-spins'], 'pirates', '#1abc9c', ['popular'], true),
  g('Captain Goldbeard', 3, ['slots', 'slots/hold-and-win'], 'pirates', '#d4ac0d', ['jackpot']),
  g('Lighthouse Keeper', 3, ['slots', 'slots/classic'], 'ocean', '#2874a6'),
  g('Harbour Roulette', 3, ['othergames'], 'wheel', '#117864'),
  g('Comet Crash', 4, ['crash-games', 'fast-games'], 'space', '#5dade2', ['popular'], true),
  g('Orbit Rush', 4, ['crash-games'], 'space', '#1f618d', ['new']),
  g('Star Miner', 4, ['slots', 'slots/cluster-pays'], 'space', '#6c3483'),
  g('Galaxy Plinko', 4, ['fast-games'], 'space', '#a569bd'),
  g('Summit of Gold', 5, ['slots', 'slots/hold-and-win'], 'gold', '#b7950b', ['jackpot']),
  g('Yeti Wilds', 5, ['slots', 'slots/multiways'], 'ice', '#85c1e9', ['new']),
  g('Avalanche Coins', 5, ['slots', 'slots/hold-and-win'], 'ice', '#aeb6bf', ['popular']),
  g('Alpine Baccarat', 5, ['card-games'], 'cards', '#196f3d'),
  g('Velvet Roulette Live', 6, ['live', 'live/roulette'], 'wheel', '#922b21', ['popular'], true),
  g('Velvet Blackjack Live', 6, ['live', 'live/blackjack'], 'cards', '#641e16'),
  g('Grand Baccarat Live', 6, ['live', 'live/baccarat'], 'cards', '#7d6608'),
  g('Money Wheel Live', 6, ['live', 'live/game-shows', 'tvgames'], 'wheel', '#d35400', ['new']),
  g('Lantern Festival', 7, ['slots', 'slots/free-spins', 'asian-games'], 'lantern', '#e74c3c', ['popular']),
  g('Jade Dragon Ways', 7, ['slots', 'slots/multiways', 'asian-games'], 'dragon', '#239b56'),
  g('Temple of Embers', 7, ['slots', 'slots/books'], 'fire', '#ba4a00', ['new']),
  g('Iron Poker', 7, ['poker'], 'cards', '#515a5a'),
  g('Coral Kingdom', 8, ['slots', 'slots/cluster-pays'], 'ocean', '#ff7f50'),
  g('Pearl Diver', 8, ['slots', 'slots/free-spins'], 'ocean', '#48c9b0', ['popular']),
  g('Deep Blue Bingo', 8, ['bingo'], 'ocean', '#21618c'),
  g('Reef Keno', 8, ['keno'], 'ocean', '#17a589', ['new']),
  g('Hive Multiplier', 9, ['crash-games'], 'gold', '#f4d03f'),
  g('Honey Heist', 9, ['slots', 'slots/bonus-buy'], 'candy', '#f5b041', [], true),
  g('Quantum Mines', 9, ['fast-games'], 'gems', '#7dcea0', ['popular']),
  g('Buzz Dice', 9, ['fast-bet'], 'dice', '#f7dc6f', ['new']),
  g('Stormbird Ascent', 10, ['crash-games'], 'storm', '#2e86c1', ['popular'], true),
  g('Thunder Reels', 10, ['slots', 'slots/classic'], 'storm', '#34495e'),
  g('Lightning Sic Bo', 10, ['asian-games'], 'dice', '#5499c7'),
  g('Tempest Wilds', 10, ['slots', 'slots/multiways'], 'storm', '#1b4f72', ['new']),
  g('Owl Night Hold and Win', 11, ['slots', 'slots/hold-and-win'], 'night', '#a04000'),
  g('Amber Forest', 11, ['slots', 'slots/free-spins'], 'forest', '#ca6f1e', ['popular']),
  g('Wise Owl Video Poker', 11, ['poker'], 'cards', '#6e2c00'),
  g('Fruit Orchard Deluxe', 12, ['slots', 'slots/fruit'], 'fruit', '#27ae60', ['popular'], true),
  g('Pixel Cherry Blast', 12, ['slots', 'slots/fruit'], 'fruit', '#e91e63', ['new']),
  g('Retro Fruit Machine', 12, ['slots', 'slots/classic', 'slots/fruit'], 'fruit', '#9b59b6'),
  g('Apple Tree Plinko', 12, ['fast-games'], 'fruit', '#58d68d'),
  g('Orchard Dice Duel', 12, ['fast-bet'], 'dice', '#229954'),
];
