import { rankOf } from './cards';

/**
 * Blackjack, pure (docs/casino-tables-api.md "Blackjack"): no hole card (the dealer shows one card
 * while the hands decide and draws the rest after), the dealer stands on every 17, soft ones too;
 * a blackjack (21 on the first two cards) pays 3:2, a win 1:1, a push returns the stake; a hand may
 * double on any first two cards (one more card, the stake doubled); no insurance, no split. Against
 * a dealer's blackjack every hand loses all it staked but a blackjack, which pushes.
 */
export type HandStatus = 'playing' | 'stood' | 'bust' | 'blackjack' | 'doubled';
export interface BlackjackOutcome {
  dealer: string[];
  dealerTotal: number;
}

function cardPoints(card: string): number {
  const rank = rankOf(card);
  if (rank === 'A') return 1;
  const n = Number(rank);
  return Number.isNaN(n) ? 10 : n;
}

/** A hand's best total and whether an ace still counts 11 in it. */
export function handValue(cards: readonly string[]): { total: number; soft: boolean } {
  const hard = cards.reduce((sum, card) => sum + cardPoints(card), 0);
  const soft = cards.some((card) => rankOf(card) === 'A') && hard + 10 <= 21;
  return { total: soft ? hard + 10 : hard, soft };
}

export const isBlackjack = (cards: readonly string[]): boolean => cards.length === 2 && handValue(cards).total === 21;

/** The status of a hand just dealt its first two cards. */
export const dealtStatus = (cards: readonly string[]): HandStatus => (isBlackjack(cards) ? 'blackjack' : 'playing');

/** After a card was added by a hit: bust over 21, stands by itself on 21, else still playing. */
export function afterHit(cards: readonly string[]): HandStatus {
  const { total } = handValue(cards);
  return total > 21 ? 'bust' : total === 21 ? 'stood' : 'playing';
}

/** After a double's one card: bust over 21, else doubled (closed). */
export const afterDouble = (cards: readonly string[]): HandStatus => (handValue(cards).total > 21 ? 'bust' : 'doubled');

/** The dealer's hand: the up card, then cards until the total is 17 or more. */
export function dealerPlays(next: () => string): BlackjackOutcome {
  const dealer = [next()];
  while (handValue(dealer).total < 17) dealer.push(next());
  return { dealer, dealerTotal: handValue(dealer).total };
}

export const blackjackOutcome = (dealer: string[]): BlackjackOutcome => ({ dealer, dealerTotal: handValue(dealer).total });

/** What each stake of a hand returns, in hundredths of the stake (250 = stake + 3:2, 200 win, 100 push, 0 lost). */
export function handReturnX100(cards: readonly string[], outcome: BlackjackOutcome): number {
  const player = handValue(cards).total;
  const playerBj = isBlackjack(cards);
  const dealerBj = isBlackjack(outcome.dealer);
  if (player > 21) return 0;
  if (dealerBj) return playerBj ? 100 : 0;
  if (playerBj) return 250;
  if (outcome.dealerTotal > 21 || player > outcome.dealerTotal) return 200;
  return player === outcome.dealerTotal ? 100 : 0;
}

export const blackjackReturn = (stakeMinor: number, returnX100: number): number => Math.floor((stakeMinor * returnX100) / 100);
