'use client';

import { useState } from 'react';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useRewards } from '@/lib/api/rewards/rewards';
import { levelProgress } from '@/lib/rewards/progress';
import { href } from '@/lib/routes/href';
import { ErrorState } from '@/components/ui/ErrorState';
import { AppLink as Link } from '@/components/ui/AppLink';
import { Shop } from './Shop';
import { PointsHistory } from './PointsHistory';
import '@/app/styles/rewards.css';

/** `office/rewards` (docs/rewards-api.md): points, the level with the way to the next, the shop, the history. */
export function RewardsScreen() {
  const t = useTranslations('rewards');
  const lng = useLocale();
  const format = useFormatter();
  const { data, error, mutate, isValidating } = useRewards(lng);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  if (error && !data) return <ErrorState text={t('error')} onRetry={() => void mutate()} pending={isValidating} />;
  if (!data) {
    return (
      <p className="muted" role="status" aria-busy="true">
        {t('loading')}
      </p>
    );
  }
  const level = t(`levels.${data.level.key}`);
  const progress = levelProgress(data.lifetime, data.level.minPoints, data.nextLevel?.minPoints ?? null);
  return (
    <div className="rewards-screen">
      <section className="rewards-card" aria-labelledby="rewards-balance">
        <h2 id="rewards-balance" className="panel__title">
          {t('balanceTitle')}
        </h2>
        <dl className="rewards-figures">
          <div className="rewards-figures__main">
            <dt>{t('balance')}</dt>
            <dd>{t('balanceValue', { points: data.balance })}</dd>
          </div>
          <div>
            <dt>{t('lifetime')}</dt>
            <dd>{format.number(data.lifetime)}</dd>
          </div>
          <div>
            <dt>{t('level')}</dt>
            <dd>{level}</dd>
          </div>
        </dl>
        {data.nextLevel ? (
          <>
            <div
              className="rewards-progress"
              role="progressbar"
              aria-label={t('progressLabel', { level: t(`levels.${data.nextLevel.key}`) })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
            >
              <span className="rewards-progress__bar" style={{ width: `${progress}%` }} />
            </div>
            <p className="muted">{t('toNext', { level: t(`levels.${data.nextLevel.key}`), points: data.nextLevel.pointsToGo })}</p>
          </>
        ) : (
          <p className="muted">{t('top')}</p>
        )}
        <p>
          {t('cashbackRate', { rate: data.level.vipRate })}{' '}
          <Link kind="office" href={href(lng, 'officeVipCashback')}>
            {t('cashbackLink')}
          </Link>
        </p>
        {data.level.premiumRate !== null ? (
          <p>
            {t('premiumRate', { rate: data.level.premiumRate })}{' '}
            <Link kind="office" href={href(lng, 'officePremiumCashback')}>
              {t('premiumLink')}
            </Link>
          </p>
        ) : null}
      </section>
      <section className="rewards-card" aria-labelledby="rewards-earn">
        <h2 id="rewards-earn" className="panel__title">
          {t('earnTitle')}
        </h2>
        <ul className="rewards-rules">
          {data.rates.sport !== null ? <li>{t('earnSport', { amount: format.number(data.rates.sport, { style: 'currency', currency: data.currency }) })}</li> : null}
          {data.rates.casino !== null ? <li>{t('earnCasino', { amount: format.number(data.rates.casino, { style: 'currency', currency: data.currency }) })}</li> : null}
        </ul>
        <p className="muted">{t('earnNote')}</p>
      </section>
      <Shop
        data={data}
        notice={notice}
        onDone={(next, text) => {
          setNotice(text);
          if (next) void mutate(next, { revalidate: false });
          else void mutate();
        }}
      />
      <PointsHistory data={data} />
    </div>
  );
}
