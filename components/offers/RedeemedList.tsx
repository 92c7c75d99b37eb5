'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { usePromoHistory } from '@/lib/api/offers/promoHistory';
import { moneyFormat } from '@/lib/account/moneyFormat';
import { ErrorState } from '@/components/ui/ErrorState';

/** The codes the player redeemed, newest first, with where each bonus stands (docs/promotions-api.md). */
export function RedeemedList() {
  const t = useTranslations('offers');
  const lng = useLocale();
  const format = useFormatter();
  const { data, error, mutate, isValidating } = usePromoHistory(lng);
  return (
    <section className="offers-block" aria-labelledby="offers-redeemed-heading">
      <h2 id="offers-redeemed-heading" className="panel__title">
        {t('historyTitle')}
      </h2>
      {error && !data ? (
        <ErrorState text={t('historyError')} onRetry={() => void mutate()} pending={isValidating} />
      ) : !data ? (
        <p className="muted" role="status" aria-busy="true">
          {t('loading')}
        </p>
      ) : data.length === 0 ? (
        <p className="empty-state">{t('historyEmpty')}</p>
      ) : (
        <ul className="offers-list">
          {data.map((item) => (
            <li key={item.id} className="offers-item">
              <p className="offers-item__title">
                <span className="offers-item__code">{item.code}</span> {item.title}
              </p>
              <p className="offers-item__facts muted">
                {t('redeemedAt', {
                  date: format.dateTime(new Date(item.redeemedAt), { dateStyle: 'medium', timeStyle: 'short' }),
                  channel: item.channel,
                  amount: format.number(item.amount, moneyFormat(item.iso)),
                })}
              </p>
              <p className="offers-item__state">
                {t('bonusStatus', { status: item.bonus.status ?? 'unknown' })}
                {item.bonus.status === 'active' && item.bonus.deadline
                  ? ` · ${t('until', { date: format.dateTime(new Date(item.bonus.deadline), { dateStyle: 'medium' }) })}`
                  : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
