'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { CashbackScreenData } from '@/lib/api/cashback/cashback';
import { moneyFormat } from '@/lib/account/moneyFormat';
import { momentText, weekDates } from './weekText';

/** This week so far: stakes, wins, the net loss and the cashback it would pay at today's level. */
export function CurrentWeek({ data }: { data: CashbackScreenData }) {
  const t = useTranslations('cashback');
  const format = useFormatter();
  const { from, to } = weekDates(data.currentWeek.week, format);
  return (
    <section className="rewards-card" aria-labelledby="cashback-week">
      <h2 id="cashback-week" className="panel__title">
        {t('weekTitle')}
      </h2>
      <p className="muted">{t('weekRange', { from, to })}</p>
      {data.currentWeek.items.length === 0 ? (
        <p className="empty-state">{t('weekEmpty')}</p>
      ) : (
        data.currentWeek.items.map((item) => {
          const money = (amount: number) => format.number(amount, moneyFormat(item.currency));
          return (
            <div key={item.currency} className="rewards-week">
              <dl className="rewards-figures">
                <div>
                  <dt>{t('staked')}</dt>
                  <dd>{money(item.staked)}</dd>
                </div>
                <div>
                  <dt>{t('won')}</dt>
                  <dd>{money(item.won)}</dd>
                </div>
                <div>
                  <dt>{t('loss')}</dt>
                  <dd>{money(item.loss)}</dd>
                </div>
                <div className="rewards-figures__main">
                  <dt>{t('wouldPay')}</dt>
                  <dd>{money(item.amount)}</dd>
                </div>
              </dl>
              {item.loss === 0 ? <p className="muted">{t('netWin')}</p> : null}
            </div>
          );
        })
      )}
      <p className="muted">{t('weekEnds', { date: momentText(data.currentWeek.endsAt, format) })}</p>
    </section>
  );
}
