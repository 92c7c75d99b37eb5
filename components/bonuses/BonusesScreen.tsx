'use client';

/** `office/bonuses/deposit` and `office/bonuses/wager`: the player's bonuses, their terms and wagering. */
export function BonusesScreen({ page }: { page: 'deposit' | 'wager' }) {
  void page;
  return null;
}
