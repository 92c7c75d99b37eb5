export type Suit = 'S' | 'H' | 'D' | 'C';
export interface Card {
  rank: string;
  suit: Suit;
  red: boolean;
}

const CARD = /^(A|[2-9]|10|J|Q|K)([SHDC])$/;

/** A card as the backend writes it (`AS`, `10H`, `KD`); null for anything else. */
export function parseCard(text: string): Card | null {
  const match = CARD.exec(text);
  if (!match) return null;
  const suit = match[2] as Suit;
  return { rank: match[1] ?? '', suit, red: suit === 'H' || suit === 'D' };
}

export const SUIT_SYMBOL: Record<Suit, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };
