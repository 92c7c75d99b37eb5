'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { CashbackWeek } from '@/lib/api/cashback/cashback';
import { moneyFormat } from '@/lib/account/moneyFormat';
import { weekDates } from './weekText';

/** Past weeks of the programme, newest first: the loss, the rate, the cashback and what became of it. */
export function WeekHistory({ weeks }: { weeks: CashbackWeek[] }) {
  const t = useTranslations('cashback');
  const format = useFormatter();
  return (
    <section className="rewards-card" aria-labelledby="cashback-history">
      <h2 id="cashback-history" className="panel__title">
        {t('historyTitle')}
      </h2>
      {weeks.length === 0 ? (
        <p className="empty-state">{t('historyEmpty')}</p>
      ) : (
        <ul className="rewards-list">
          {weeks.map((week) => {
            const money = (amount: number) => format.number(amount, moneyFormat(week.currency));
            const { from, to } = weekDates(week.week, format);
            return (
              <li key={week.id} className="rewards-row">
                <span className="rewards-row__main">{t('weekRange', { from, to })}</span>
                <span className="muted">
                  {t('loss')}: {money(week.loss)} · {t('ratePercent', { rate: week.rate })}
                </span>
                <span>
                  {money(week.amount)} · <span className={`rewards-status rewards-status--${week.status}`}>{t(`statuses.${week.status}`)}</span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
