'use client';

import { useTranslations } from 'next-intl';
import { SUIT_SYMBOL, parseCard } from '@/lib/tables/cards';

/** One card drawn in SVG (`10H` → 10 of hearts), or its back when `card` is null. */
export function PlayingCard({ card }: { card: string | null }) {
  const t = useTranslations('tables');
  const parsed = card ? parseCard(card) : null;
  if (!parsed) {
    return (
      <svg className="playing-card playing-card--back" viewBox="0 0 60 84" role="img" aria-label={t('cardBack')}>
        <rect x="1" y="1" width="58" height="82" rx="6" className="playing-card__back" />
        <rect x="6" y="6" width="48" height="72" rx="4" className="playing-card__pattern" />
      </svg>
    );
  }
  const symbol = SUIT_SYMBOL[parsed.suit];
  return (
    <svg
      className={`playing-card${parsed.red ? ' playing-card--red' : ''}`}
      viewBox="0 0 60 84"
      role="img"
      aria-label={t('card', { rank: parsed.rank, suit: parsed.suit })}
    >
      <rect x="1" y="1" width="58" height="82" rx="6" className="playing-card__face" />
      <text x="7" y="20" className="playing-card__rank">
        {parsed.rank}
      </text>
      <text x="7" y="34" className="playing-card__suit-small">
        {symbol}
      </text>
      <text x="30" y="60" textAnchor="middle" className="playing-card__suit">
        {symbol}
      </text>
    </svg>
  );
}

/** A row of cards (a hand), dealt in with a light slide. */
export function CardRow({ cards, label }: { cards: readonly (string | null)[]; label: string }) {
  return (
    <ul className="card-row" aria-label={label}>
      {cards.map((card, index) => (
        <li key={`${index}-${card ?? 'back'}`} className="card-row__card">
          <PlayingCard card={card} />
        </li>
      ))}
    </ul>
  );
}
