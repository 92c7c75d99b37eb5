'use client';

import { useTranslations } from 'next-intl';
import type { Outcome } from '@/lib/api/tables/tableState';

/** A round's outcome in words: "17, red", "Player 8 — Banker 5: Player wins", "dealer has 20". */
export function useResultText() {
  const t = useTranslations('tables.result');
  return (outcome: Outcome): string => {
    if ('color' in outcome) return t('roulette', { number: outcome.number, color: outcome.color });
    if ('winner' in outcome) return t('baccarat', { player: outcome.playerTotal, banker: outcome.bankerTotal, winner: outcome.winner });
    return t('blackjack', { total: outcome.dealerTotal });
  };
}
