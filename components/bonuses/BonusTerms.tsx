'use client';

import { useTranslations } from 'next-intl';
import type { Weights } from '@/lib/api/bonuses/bonuses';

const WEIGHT_ORDER = ['slot', 'scratch', 'keno', 'crash', 'table'] as const;

/** How a bonus is wagered: the multiple, the odds floor (sport) or the games' weights (casino), the days. */
export function BonusTerms({ wagerMultiplier, minOdds, weights, days }: { wagerMultiplier: number; minOdds: number | null; weights: Weights | null; days?: number }) {
  const t = useTranslations('bonuses.terms');
  return (
    <ul className="bonus-terms">
      <li>{t('wager', { times: wagerMultiplier })}</li>
      {minOdds !== null ? <li>{t('minOdds', { odds: minOdds.toFixed(2) })}</li> : null}
      {weights ? (
        <li>
          {t('weightsTitle')}
          <ul className="bonus-terms__weights">
            {WEIGHT_ORDER.map((group) => (
              <li key={group}>{t('weight', { group, percent: weights[group] })}</li>
            ))}
          </ul>
        </li>
      ) : null}
      {days !== undefined ? <li>{t('days', { days })}</li> : null}
    </ul>
  );
}
