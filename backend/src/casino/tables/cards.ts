/**
 * The cards of the live tables (docs/casino-tables-api.md "Fairness"): an infinite 8-deck shoe, so
 * every card is drawn independently from one fair float — n = floor(float × 52), rank RANKS[n mod 13],
 * suit SUITS[floor(n / 13)]. A card is written rank then suit: `AS`, `10H`, `KD`.
 */
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export const SUITS = ['S', 'H', 'D', 'C'] as const;

export function cardOfFloat(float: number): string {
  const n = Math.floor(float * 52);
  return `${RANKS[n % 13]}${SUITS[Math.floor(n / 13)]}`;
}

const CARD = /^(A|[2-9]|10|J|Q|K)[SHDC]$/;
export const isCard = (text: string): boolean => CARD.test(text);

/** The rank of a card (`10H` → `10`). */
export const rankOf = (card: string): string => card.slice(0, -1);
