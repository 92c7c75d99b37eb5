'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { Rewards } from '@/lib/api/rewards/rewards';
import { moneyFormat } from '@/lib/account/moneyFormat';
import { itemName } from './itemName';

/** What earned the points (by product and currency) and what they bought, newest first. */
export function PointsHistory({ data }: { data: Rewards }) {
  const t = useTranslations('rewards');
  const format = useFormatter();
  return (
    <section className="rewards-card" aria-labelledby="rewards-history">
      <h2 id="rewards-history" className="panel__title">
        {t('historyTitle')}
      </h2>
      <h3 className="rewards-subtitle">{t('earnedTitle')}</h3>
      {data.earned.length === 0 && data.opening === 0 ? (
        <p className="empty-state">{t('earnedEmpty')}</p>
      ) : (
        <ul className="rewards-list">
          {data.earned.map((row) => (
            <li key={`${row.product}-${row.currency}`} className="rewards-row">
              {t(`earnedLine.${row.product}`, { amount: format.number(row.staked, moneyFormat(row.currency)), points: row.points })}
            </li>
          ))}
          {data.opening > 0 ? <li className="rewards-row">{t('opening', { points: data.opening })}</li> : null}
        </ul>
      )}
      <h3 className="rewards-subtitle">{t('purchasesTitle')}</h3>
      {data.purchases.length === 0 ? (
        <p className="empty-state">{t('purchasesEmpty')}</p>
      ) : (
        <ul className="rewards-list">
          {data.purchases.map((purchase) => (
            <li key={purchase.id} className="rewards-row">
              <span className="rewards-row__main">{t('purchaseLine', { item: itemName(t, format, purchase), price: t('price', { points: purchase.price }) })}</span>
              <span className="muted">{format.dateTime(new Date(purchase.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
