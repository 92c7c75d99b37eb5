'use client';

import { useTranslations } from 'next-intl';
import { FELT_ROWS, colorOf } from '@/lib/tables/roulette';
import { payoutOf } from '@/lib/tables/positions';
import { FeltCell } from './FeltCell';

const EVEN_MONEY = ['low', 'even', 'red', 'black', 'odd', 'high'] as const;

export interface RouletteFeltProps {
  pending: ReadonlyMap<string, number>;
  currency: string;
  disabled: boolean;
  onPosition: (position: string) => void;
}

/**
 * The single-zero layout: 0, the numbers 1–36 in three rows, the columns (2 to 1), the dozens and
 * the even-money boxes; every cell a button named as its position. On a narrow screen it scrolls
 * inside its own box.
 */
export function RouletteFelt({ pending, currency, disabled, onPosition }: RouletteFeltProps) {
  const t = useTranslations('tables');
  const cell = { pending, currency, disabled, onPosition };
  const hint = (position: string) => t('payout', { payout: payoutOf(position) });
  return (
    <div className="roulette-felt-scroll">
      <div className="roulette-felt" role="group" aria-label={t('felt')}>
        <FeltCell {...cell} position="straight:0" className="felt-cell--green roulette-felt__zero" hint={hint('straight:0')}>
          0
        </FeltCell>
        {FELT_ROWS.map((row, rowIndex) =>
          row.map((number, columnIndex) => (
            <FeltCell
              key={number}
              {...cell}
              position={`straight:${number}`}
              className={`felt-cell--${colorOf(number)}`}
              hint={hint('straight:1')}
              style={{ gridRow: rowIndex + 1, gridColumn: columnIndex + 2 }}
            >
              {number}
            </FeltCell>
          )),
        )}
        {[3, 2, 1].map((column, rowIndex) => (
          <FeltCell key={column} {...cell} position={`column:${column}`} className="felt-cell--outside" hint={hint('column:1')} style={{ gridRow: rowIndex + 1, gridColumn: 14 }}>
            2:1
          </FeltCell>
        ))}
        {[1, 2, 3].map((dozen) => (
          <FeltCell key={dozen} {...cell} position={`dozen:${dozen}`} className="felt-cell--outside" hint={hint('dozen:1')} style={{ gridRow: 4, gridColumn: `${dozen * 4 - 2} / span 4` }}>
            {t('position.dozen', { n: dozen })}
          </FeltCell>
        ))}
        {EVEN_MONEY.map((position, index) => (
          <FeltCell
            key={position}
            {...cell}
            position={position}
            className={`felt-cell--outside felt-cell--${position}`}
            hint={hint(position)}
            style={{ gridRow: 5, gridColumn: `${index * 2 + 2} / span 2` }}
          >
            {t(`position.${position}`)}
          </FeltCell>
        ))}
      </div>
    </div>
  );
}
