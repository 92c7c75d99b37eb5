import { describe, expect, it } from 'vitest';
import { bankerDraws, baccaratOutcome, baccaratReturn, dealBaccarat } from '../../../backend/src/casino/tables/baccarat';
import { afterDouble, afterHit, blackjackOutcome, blackjackReturn, dealerPlays, dealtStatus, handReturnX100, handValue } from '../../../backend/src/casino/tables/blackjack';
import { cardOfFloat } from '../../../backend/src/casino/tables/cards';
import { colorOf, coveredNumbers, rouletteOutcome, rouletteReturn, spinRoulette } from '../../../backend/src/casino/tables/roulette';

const deck = (cards: string[]) => {
  const rest = [...cards];
  return () => {
    const card = rest.shift();
    if (!card) throw new Error('the test deck ran out');
    return card;
  };
};

describe('roulette', () => {
  const on = (n: number) => rouletteOutcome(n);
  it.each([
    ['straight:17', 17, 36_00],
    ['straight:0', 0, 36_00],
    ['split:17-20', 20, 18_00],
    ['split:0-2', 0, 18_00],
    ['street:16', 18, 12_00],
    ['corner:17', 21, 9_00],
    ['corner:0', 3, 9_00],
    ['line:13', 18, 6_00],
    ['dozen:2', 24, 3_00],
    ['column:1', 34, 3_00],
    ['column:3', 36, 3_00],
    ['red', 1, 2_00],
    ['black', 2, 2_00],
    ['odd', 35, 2_00],
    ['even', 36, 2_00],
    ['low', 18, 2_00],
    ['high', 19, 2_00],
  ])('%s returns stake × (payout + 1) when %i comes up', (position, number, returned) => {
    expect(rouletteReturn(position, 100, on(number))).toBe(returned);
  });

  it.each(['red', 'black', 'odd', 'even', 'low', 'high', 'dozen:1', 'column:1', 'straight:1', 'split:1-2', 'corner:1'])('zero loses %s', (position) => {
    expect(rouletteReturn(position, 100, on(0))).toBe(0);
  });

  it('loses a position that does not cover the number', () => {
    expect(rouletteReturn('straight:17', 100, on(18))).toBe(0);
    expect(rouletteReturn('red', 100, on(2))).toBe(0);
    expect(rouletteReturn('dozen:1', 100, on(13))).toBe(0);
  });

  it('knows the layout', () => {
    expect(coveredNumbers('corner:17')).toEqual([17, 18, 20, 21]);
    expect(coveredNumbers('column:2')).toHaveLength(12);
    for (const bad of ['straight:37', 'split:3-4', 'split:1-3', 'street:2', 'corner:3', 'corner:33', 'line:34', 'dozen:4', 'purple', 'straight:01', 'split:2-1']) {
      expect(coveredNumbers(bad)).toBeNull();
    }
    expect([colorOf(0), colorOf(1), colorOf(2), colorOf(36)]).toEqual(['green', 'red', 'black', 'red']);
    expect(spinRoulette(0).number).toBe(0);
    expect(spinRoulette(0.9999999).number).toBe(36);
  });
});

describe('baccarat', () => {
  it('stands on a natural', () => {
    expect(dealBaccarat(deck(['9H', '2S', 'KD', '3C']))).toMatchObject({ player: ['9H', 'KD'], banker: ['2S', '3C'], playerTotal: 9, bankerTotal: 5, winner: 'player' });
  });

  it('the player draws on 0–5 and the banker follows the third-card table', () => {
    // Player 2+3 = 5 draws a 4 (9); banker 3+2 = 5 draws on a player third card of 4.
    expect(dealBaccarat(deck(['2H', '3S', '3D', '2C', '4H', '3H']))).toMatchObject({ player: ['2H', '3D', '4H'], banker: ['3S', '2C', '3H'], playerTotal: 9, bankerTotal: 8 });
    // Banker 3 stands on a player third card of 8.
    expect(dealBaccarat(deck(['2H', '3S', '3D', 'KC', '8H']))).toMatchObject({ player: ['2H', '3D', '8H'], banker: ['3S', 'KC'], winner: 'tie' });
    // The player stands on 6; the banker then draws on 0–5.
    expect(dealBaccarat(deck(['6H', '2S', 'KD', '3C', '4D']))).toMatchObject({ player: ['6H', 'KD'], banker: ['2S', '3C', '4D'], bankerTotal: 9, winner: 'banker' });
  });

  it('has the whole third-card table', () => {
    const draws = (total: number) => Array.from({ length: 10 }, (_, third) => (bankerDraws(total, third) ? 'D' : 'S')).join('');
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(draws)).toEqual(['DDDDDDDDDD', 'DDDDDDDDDD', 'DDDDDDDDDD', 'DDDDDDDDSD', 'SSDDDDDDSS', 'SSSSDDDDSS', 'SSSSSSDDSS', 'SSSSSSSSSS']);
    expect([5, 6].map((total) => bankerDraws(total, null))).toEqual([true, false]);
  });

  it('pays player 1:1, banker 0.95 rounded down, tie 8:1 with player and banker returned, pairs 11:1', () => {
    const player = baccaratOutcome(['9H', 'KD'], ['2S', '3C']);
    const banker = baccaratOutcome(['2H', 'KD'], ['7S', 'QC']);
    const tie = baccaratOutcome(['4H', '4D'], ['5S', '3C']);
    expect([baccaratReturn('player', 1000, player), baccaratReturn('banker', 1000, player)]).toEqual([2000, 0]);
    expect([baccaratReturn('banker', 1000, banker), baccaratReturn('banker', 1001, banker), baccaratReturn('player', 1000, banker)]).toEqual([1950, 1951, 0]);
    expect([baccaratReturn('tie', 1000, tie), baccaratReturn('player', 1000, tie), baccaratReturn('banker', 1000, tie)]).toEqual([9000, 1000, 1000]);
    expect([baccaratReturn('tie', 1000, player), baccaratReturn('playerPair', 1000, tie), baccaratReturn('bankerPair', 1000, tie)]).toEqual([0, 12000, 0]);
  });
});

describe('blackjack', () => {
  it('counts soft and hard totals', () => {
    expect(handValue(['AS', '6H'])).toEqual({ total: 17, soft: true });
    expect(handValue(['AS', '6H', '10D'])).toEqual({ total: 17, soft: false });
    expect(handValue(['AS', 'AD', '9C'])).toEqual({ total: 21, soft: true });
    expect(dealtStatus(['AS', 'KD'])).toBe('blackjack');
    expect([afterHit(['10S', '6H', 'KD']), afterHit(['10S', '6H', '5D']), afterHit(['2S', '3H', '4D'])]).toEqual(['bust', 'stood', 'playing']);
    expect([afterDouble(['10S', '6H', 'KD']), afterDouble(['5S', '6H', 'KD'])]).toEqual(['bust', 'doubled']);
  });

  it('the dealer stands on every 17, soft ones too, and draws below', () => {
    expect(dealerPlays(deck(['AS', '6H', 'KD'])).dealer).toEqual(['AS', '6H']);
    expect(dealerPlays(deck(['10S', '6H', '2D'])).dealer).toEqual(['10S', '6H', '2D']);
    expect(dealerPlays(deck(['10S', '6H', 'KD']))).toEqual({ dealer: ['10S', '6H', 'KD'], dealerTotal: 26 });
  });

  it('pays a win 1:1, a blackjack 3:2, returns a push and loses a bust', () => {
    const dealer19 = blackjackOutcome(['10S', '9H']);
    expect(blackjackReturn(1000, handReturnX100(['10D', 'QC'], dealer19))).toBe(2000);
    expect(blackjackReturn(1000, handReturnX100(['AD', 'QC'], dealer19))).toBe(2500);
    expect(blackjackReturn(1001, handReturnX100(['AD', 'QC'], dealer19))).toBe(2502);
    expect(blackjackReturn(1000, handReturnX100(['10D', '9C'], dealer19))).toBe(1000);
    expect(blackjackReturn(1000, handReturnX100(['10D', '8C'], dealer19))).toBe(0);
    expect(blackjackReturn(1000, handReturnX100(['10D', '8C', '5H'], blackjackOutcome(['10S', '6H', 'KD'])))).toBe(0);
    expect(blackjackReturn(1000, handReturnX100(['10D', '2C'], blackjackOutcome(['10S', '6H', 'KD'])))).toBe(2000);
    // Against the dealer's blackjack only a blackjack pushes.
    expect(handReturnX100(['AD', 'KC'], blackjackOutcome(['AS', 'QH']))).toBe(100);
    expect(handReturnX100(['10D', '5C', '6H'], blackjackOutcome(['AS', 'QH']))).toBe(0);
  });

  it('draws a card from one float of an 8-deck shoe', () => {
    expect([cardOfFloat(0), cardOfFloat(12 / 52), cardOfFloat(13 / 52), cardOfFloat(51.5 / 52), cardOfFloat(9.5 / 52)]).toEqual(['AS', 'KS', 'AH', 'KC', '10S']);
  });
});
