'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { moneyFormat } from '@/lib/account/moneyFormat';
import type { ReferralProgramme } from '@/lib/api/referrals/referrals';

/** How many friends came, deposited and earned a reward, and what the player earned. */
export function ReferralTotals({ totals }: { totals: ReferralProgramme['totals'] }) {
  const t = useTranslations('referrals');
  const format = useFormatter();
  const items = [
    [t('totalFriends'), String(totals.friends)],
    [t('totalDeposited'), String(totals.deposited)],
    [t('totalRewarded'), String(totals.rewarded)],
    [t('totalEarned'), format.number(totals.earned, moneyFormat(totals.currency))],
  ] as const;
  return (
    <section className="referral-totals" aria-labelledby="referral-totals-title">
      <h2 id="referral-totals-title" className="visually-hidden">
        {t('totalsTitle')}
      </h2>
      <dl className="referral-totals__list">
        {items.map(([label, value]) => (
          <div key={label} className="referral-totals__item">
            <dt className="muted">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
