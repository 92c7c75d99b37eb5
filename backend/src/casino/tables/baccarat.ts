import { rankOf } from './cards';

/**
 * Punto banco baccarat, pure (docs/casino-tables-api.md "Baccarat"). Card values: A 1, 2–9 their
 * face, 10 J Q K 0; a hand's total is the sum mod 10. The cards are dealt player, banker, player,
 * banker; a natural (8 or 9 on either side's two cards) ends the deal; else the player draws on
 * 0–5 and stands on 6–7, and the banker follows the third-card table (bankerDraws). Returns (stake
 * included): player 2×, banker 1.95× (rounded down: 5 % commission), tie 9×, a tie returns the
 * player and banker bets, a pair (the side's first two cards of one rank) 12×.
 */
export type BaccaratWinner = 'player' | 'banker' | 'tie';
export interface BaccaratOutcome {
  player: string[];
  banker: string[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratWinner;
}

export const BACCARAT_POSITIONS = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const;

export function cardValue(card: string): number {
  const rank = rankOf(card);
  if (rank === 'A') return 1;
  const n = Number(rank);
  return n >= 2 && n <= 9 ? n : 0;
}

export const baccaratTotal = (cards: readonly string[]): number => cards.reduce((sum, card) => sum + cardValue(card), 0) % 10;

/** The banker's third-card rule: his total, and the player's third card's value (null: the player stood). */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  if (bankerTotal <= 2) return true;
  if (bankerTotal === 3) return playerThird !== 8;
  if (bankerTotal === 4) return playerThird >= 2 && playerThird <= 7;
  if (bankerTotal === 5) return playerThird >= 4 && playerThird <= 7;
  if (bankerTotal === 6) return playerThird === 6 || playerThird === 7;
  return false;
}

/** The hands as dealt, with their totals and the winner. */
export function baccaratOutcome(player: string[], banker: string[]): BaccaratOutcome {
  const playerTotal = baccaratTotal(player);
  const bankerTotal = baccaratTotal(banker);
  const winner: BaccaratWinner = playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
  return { player, banker, playerTotal, bankerTotal, winner };
}

/** Deals a coup from the shoe: `next` gives the next card (cards 0–5 of the round in deal order). */
export function dealBaccarat(next: () => string): BaccaratOutcome {
  const player = [next()];
  const banker = [next()];
  player.push(next());
  banker.push(next());
  const natural = baccaratTotal(player) >= 8 || baccaratTotal(banker) >= 8;
  if (!natural) {
    let playerThird: number | null = null;
    if (baccaratTotal(player) <= 5) {
      const card = next();
      player.push(card);
      playerThird = cardValue(card);
    }
    if (bankerDraws(baccaratTotal(banker), playerThird)) banker.push(next());
  }
  return baccaratOutcome(player, banker);
}

const isPair = (cards: readonly string[]) => cards.length >= 2 && rankOf(cards[0] as string) === rankOf(cards[1] as string);

/** What a baccarat bet returns (stake included; 0 when it lost). */
export function baccaratReturn(position: string, stakeMinor: number, outcome: BaccaratOutcome): number {
  switch (position) {
    case 'player':
      return outcome.winner === 'player' ? stakeMinor * 2 : outcome.winner === 'tie' ? stakeMinor : 0;
    case 'banker':
      return outcome.winner === 'banker' ? Math.floor((stakeMinor * 195) / 100) : outcome.winner === 'tie' ? stakeMinor : 0;
    case 'tie':
      return outcome.winner === 'tie' ? stakeMinor * 9 : 0;
    case 'playerPair':
      return isPair(outcome.player) ? stakeMinor * 12 : 0;
    case 'bankerPair':
      return isPair(outcome.banker) ? stakeMinor * 12 : 0;
    default:
      return 0;
  }
}
