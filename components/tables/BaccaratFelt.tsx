'use client';

import { useTranslations } from 'next-intl';
import type { TableResult, TableState } from '@/lib/api/tables/tableState';
import { BACCARAT_POSITIONS, payoutOf } from '@/lib/tables/positions';
import { FeltCell } from './FeltCell';
import { CardRow } from './PlayingCard';

export interface BaccaratFeltProps {
  round: TableState['round'];
  /** The last coups: their cards stay on the felt while the next round's bets are open. */
  lastResults: readonly TableResult[];
  pending: ReadonlyMap<string, number>;
  currency: string;
  disabled: boolean;
  onPosition: (position: string) => void;
}

/** The baccarat felt: the Player and Banker hands of this coup once dealt (else of the last one), and the five boxes (pairs, Player, Tie, Banker). */
export function BaccaratFelt({ round, lastResults, pending, currency, disabled, onPosition }: BaccaratFeltProps) {
  const t = useTranslations('tables');
  const shown = round.outcome ?? lastResults[0]?.outcome ?? null;
  const outcome = shown && 'winner' in shown ? shown : null;
  return (
    <div className="baccarat">
      {outcome ? (
        <div className="baccarat__hands">
          {(['player', 'banker'] as const).map((side) => (
            <div key={side} className={`baccarat__hand${outcome.winner === side ? ' baccarat__hand--won' : ''}`}>
              <p className="baccarat__side">
                {t(`baccarat.${side}`)} · {t('baccarat.total', { total: side === 'player' ? outcome.playerTotal : outcome.bankerTotal })}
              </p>
              <CardRow cards={outcome[side]} label={t(`baccarat.${side}`)} />
            </div>
          ))}
        </div>
      ) : null}
      <div className="baccarat__boxes" role="group" aria-label={t('felt')}>
        {BACCARAT_POSITIONS.map((position) => (
          <FeltCell
            key={position}
            position={position}
            className={`felt-cell--box felt-cell--${position}`}
            pending={pending}
            currency={currency}
            disabled={disabled}
            onPosition={onPosition}
            hint={t('payout', { payout: payoutOf(position) })}
          >
            <span className="felt-cell__name">{t(`position.${position}`)}</span>
            <span className="felt-cell__payout">{t('payout', { payout: payoutOf(position) })}</span>
          </FeltCell>
        ))}
      </div>
    </div>
  );
}
