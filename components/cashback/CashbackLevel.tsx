'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import type { CashbackScreenData } from '@/lib/api/cashback/cashback';
import { moneyFormat } from '@/lib/account/moneyFormat';
import { href } from '@/lib/routes/href';
import { AppLink as Link } from '@/components/ui/AppLink';

/** The player's level, his rate and cap, what the next level gives, the rates by level; premium closed: which level opens it. */
export function CashbackLevel({ data }: { data: CashbackScreenData }) {
  const t = useTranslations('cashback');
  const levels = useTranslations('rewards.levels');
  const lng = useLocale();
  const format = useFormatter();
  const raise = (
    <Link kind="office" href={href(lng, 'officeRewards')}>
      {t('raise')}
    </Link>
  );
  return (
    <section className="rewards-card" aria-labelledby="cashback-level">
      <h2 id="cashback-level" className="panel__title">
        {t('levelTitle')}
      </h2>
      <p className="rewards-level">{t('levelLine', { level: levels(data.level.key), points: data.points })}</p>
      {data.open && data.rate !== null ? (
        <>
          <p>{t('rateLine', { rate: data.rate, cap: data.cap === null ? '—' : format.number(data.cap, moneyFormat(data.currency)) })}</p>
          <p className="muted">
            {data.nextLevel && data.nextLevel.rate !== null
              ? t('nextLine', { level: levels(data.nextLevel.key), points: data.nextLevel.pointsToGo, rate: data.nextLevel.rate })
              : t('topLevel')}{' '}
            {data.nextLevel ? raise : null}
          </p>
        </>
      ) : (
        <div className="rewards-closed" role="note">
          <h3 className="rewards-closed__title">{t('closedTitle')}</h3>
          <p>{t('closed', { level: levels(data.opensAt.key), points: data.opensAt.minPoints, left: Math.max(0, data.opensAt.minPoints - data.points) })}</p>
          <p>{raise}</p>
        </div>
      )}
      <table className="rewards-table">
        <caption>{t('ratesTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('rateLevel')}</th>
            <th scope="col">{t('rateFrom')}</th>
            <th scope="col">{t('rateValue')}</th>
          </tr>
        </thead>
        <tbody>
          {data.rates.map((level) => (
            <tr key={level.id} aria-current={level.id === data.level.id ? 'true' : undefined}>
              <th scope="row">
                {levels(level.key)}
                {level.id === data.level.id ? <span className="rewards-table__yours"> ({t('yours')})</span> : null}
              </th>
              <td>{format.number(level.minPoints)}</td>
              <td>{level.rate === null ? t('rateClosed') : t('ratePercent', { rate: level.rate })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
