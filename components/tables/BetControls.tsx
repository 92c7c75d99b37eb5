'use client';

import { useTranslations } from 'next-intl';
import { slipTotal } from '@/lib/tables/slip';
import { useMoney } from './useMoney';
import { usePositionName } from './usePositionName';
import type { useBetSlip } from './useBetSlip';

export interface BetControlsProps {
  chips: readonly number[];
  chip: number;
  onChip: (chip: number) => void;
  currency: string;
  slip: ReturnType<typeof useBetSlip>;
  betting: boolean;
  onPlace: () => void;
}

/** The chips (the amount one press on the felt adds), the pending slip, "place" and "clear", and the backend's refusal. */
export function BetControls({ chips, chip, onChip, currency, slip, betting, onPlace }: BetControlsProps) {
  const t = useTranslations('tables');
  const money = useMoney();
  const positionName = usePositionName();
  const errorText = slip.error
    ? slip.error.code === 'betting_closed'
      ? t('bettingClosed')
      : t('betError', { detail: slip.error.detail })
    : null;

  return (
    <div className="live-table__controls">
      <div className="live-table__chips" role="group" aria-label={t('chips')}>
        {chips.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={value === chip}
            className={`table-chip table-chip--${chips.indexOf(value)}`}
            aria-label={t('chip', { amount: money(value, currency) })}
            onClick={() => onChip(value)}
          >
            <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false">
              <circle cx="20" cy="20" r="18" className="table-chip__disc" />
              <circle cx="20" cy="20" r="13" className="table-chip__inner" />
              <text x="20" y="24" textAnchor="middle" className="table-chip__text">
                {value >= 100000 ? `${value / 100000}K` : value / 100}
              </text>
            </svg>
          </button>
        ))}
      </div>
      <section className="live-table__slip" aria-label={t('slip')}>
        <h3 className="live-table__slip-title">{t('slip')}</h3>
        {slip.slip.length ? (
          <ul className="live-table__slip-lines">
            {slip.slip.map((line) => (
              <li key={line.position}>
                <span>{positionName(line.position)}</span> <span>{money(line.amountMinor, currency)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t('slipEmpty')}</p>
        )}
        {slip.slip.length ? <p className="live-table__slip-total">{t('slipTotal', { amount: money(slipTotal(slip.slip), currency) })}</p> : null}
        {errorText ? (
          <p className="live-table__slip-error" role="alert">
            {errorText}
          </p>
        ) : null}
        <div className="live-table__slip-actions">
          <button type="button" className="btn btn--accent" disabled={!slip.slip.length || !betting || slip.placing} onClick={onPlace}>
            {slip.placing ? t('placing') : t('place')}
          </button>
          <button type="button" className="btn btn--ghost" disabled={!slip.slip.length || slip.placing} onClick={slip.clear}>
            {t('clear')}
          </button>
        </div>
      </section>
    </div>
  );
}
