import type { Localized } from '../lang';
import type { CasinoCategory } from './casinoTaxonomy';

/**
 * The 20 game studios of the catalogue. Every name is invented (no real studio's trademark). Ids
 * 1–12 and their slugs are those of the first seed; `makes` says which categories the catalogue's
 * generator may give a studio (seed/casino.ts).
 */
export interface SeedStudio {
  id: number;
  slug: string;
  name: Localized;
  makes: readonly CasinoCategory[];
}

const same = (name: string): Localized => ({ ru: name, en: name });

export const STUDIOS: readonly SeedStudio[] = [
  { id: 1, slug: 'northern-lights-gaming', name: same('Northern Lights Gaming'), makes: ['slots', 'card-games'] },
  { id: 2, slug: 'red-fox-studios', name: same('Red Fox Studios'), makes: ['slots', 'scratchcards', 'fast-bet'] },
  { id: 3, slug: 'golden-anchor-games', name: same('Golden Anchor Games'), makes: ['slots', 'othergames', 'card-games', 'brand'] },
  { id: 4, slug: 'blue-comet-interactive', name: same('Blue Comet Interactive'), makes: ['crash-games', 'fast-games', 'slots'] },
  { id: 5, slug: 'silver-peak-entertainment', name: same('Silver Peak Entertainment'), makes: ['slots', 'card-games', 'othergames'] },
  { id: 6, slug: 'velvet-dice-live', name: same('Velvet Dice Live'), makes: ['live', 'tvgames'] },
  { id: 7, slug: 'iron-lantern-studio', name: same('Iron Lantern Studio'), makes: ['slots', 'asian-games', 'poker'] },
  { id: 8, slug: 'coral-reef-gaming', name: same('Coral Reef Gaming'), makes: ['slots', 'bingo', 'keno', 'fishinghunting'] },
  { id: 9, slug: 'quantum-bee', name: same('Quantum Bee'), makes: ['crash-games', 'fast-games', 'fast-bet', 'brand'] },
  { id: 10, slug: 'stormbird-games', name: same('Stormbird Games'), makes: ['crash-games', 'slots', 'asian-games'] },
  { id: 11, slug: 'amber-owl-play', name: same('Amber Owl Play'), makes: ['slots', 'poker'] },
  { id: 12, slug: 'pixel-orchard', name: same('Pixel Orchard'), makes: ['slots', 'fast-games', 'fast-bet', 'skill-games'] },
  { id: 13, slug: 'jade-pavilion-games', name: same('Jade Pavilion Games'), makes: ['asian-games', 'slots', 'live'] },
  { id: 14, slug: 'deepwater-arcade', name: same('Deepwater Arcade'), makes: ['fishinghunting', 'skill-games'] },
  { id: 15, slug: 'checkered-flag-virtual', name: same('Checkered Flag Virtual'), makes: ['virtualsports'] },
  { id: 16, slug: 'rosewood-cards', name: same('Rosewood Cards'), makes: ['card-games', 'poker', 'othergames'] },
  { id: 17, slug: 'lucky-ticket-works', name: same('Lucky Ticket Works'), makes: ['scratchcards', 'bingo', 'keno', 'brand'] },
  { id: 18, slug: 'neon-mirage-studio', name: same('Neon Mirage Studio'), makes: ['slots', 'crash-games', 'skill-games'] },
  // The studio of the Russian-titled games (seed/casinoRussian.ts): its name is Russian too.
  { id: 19, slug: 'samovar-games', name: { ru: 'Самовар Геймс', en: 'Samovar Games' }, makes: [] },
  { id: 20, slug: 'broadcast-lane-live', name: same('Broadcast Lane Live'), makes: ['tvgames', 'live', 'virtualsports'] },
];

/** `nlg` for northern-lights-gaming: the studio's part of a game's old route. */
export function studioInitials(slug: string): string {
  return slug
    .split('-')
    .map((word) => word[0])
    .join('');
}
