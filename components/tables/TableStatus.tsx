'use client';

import { useTranslations } from 'next-intl';
import type { Seat, TableState } from '@/lib/api/tables/tableState';
import { secondsLeft } from '@/lib/tables/countdown';
import { roundTotals } from '@/lib/tables/slip';
import { useMoney } from './useMoney';
import { usePositionName } from './usePositionName';
import { useResultText } from './useResultText';

/** The round's line (countdown, result), its number, the players, the limits, and the player's seat figures. */
export function TableStatus({ state, now, me }: { state: TableState; now: number; me: Seat | null }) {
  const t = useTranslations('tables');
  const money = useMoney();
  const resultText = useResultText();
  const positionName = usePositionName();
  const { round, limits } = state;
  let line: string;
  if (round.status === 'settled' && round.outcome) line = t('status.settled', { result: resultText(round.outcome) });
  else if (round.status === 'deciding') line = t('status.deciding', { seconds: secondsLeft(round.decidesUntil, 0, now) ?? 0 });
  else if (round.status === 'betting' && now < round.closesAt) line = t('status.betting', { seconds: secondsLeft(round.closesAt, 0, now) ?? 0 });
  else line = t('status.closed');
  const totals = me ? roundTotals(me.bets) : null;

  return (
    <div className="live-table__status">
      <p className={`live-table__line live-table__line--${round.status}`} aria-live="off">
        {line}
      </p>
      <ul className="live-table__facts">
        <li>{t('round', { number: round.number })}</li>
        <li>{t('players', { count: state.players })}</li>
        <li>{t('limits', { min: money(limits.minMinor, limits.currency), max: money(limits.maxMinor, limits.currency) })}</li>
      </ul>
      {me ? (
        <dl className="live-table__seat" aria-label={t(`mode.${me.mode}`)}>
          <div>
            <dt>{t('balance')}</dt>
            <dd>{money(me.balanceMinor, me.currency)}</dd>
          </div>
          <div>
            <dt>{t('myBets')}</dt>
            <dd>
              {me.bets.length ? (
                <ul className="live-table__bets">
                  {me.bets.map((bet) => (
                    <li key={bet.betId}>
                      {bet.winMinor === null
                        ? t('betOpen', { position: positionName(bet.position), stake: money(bet.amountMinor, me.currency) })
                        : t('betWin', { position: positionName(bet.position), stake: money(bet.amountMinor, me.currency), win: money(bet.winMinor, me.currency) })}
                    </li>
                  ))}
                </ul>
              ) : (
                t('noBets')
              )}
            </dd>
          </div>
          {totals && totals.winMinor !== null ? (
            <div>
              <dt>{t('myWin')}</dt>
              <dd>{money(totals.winMinor, me.currency)}</dd>
            </div>
          ) : me.lastWinMinor !== null && me.lastWinMinor !== undefined ? (
            <div>
              <dt>{t('lastWin')}</dt>
              <dd>{money(me.lastWinMinor, me.currency)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </div>
  );
}
