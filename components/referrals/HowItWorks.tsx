'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { moneyFormat } from '@/lib/account/moneyFormat';
import type { ReferralProgramme } from '@/lib/api/referrals/referrals';

/** The programme's terms in three steps, the minimum per currency and the rule against abuse. */
export function HowItWorks({ terms }: { terms: ReferralProgramme['terms'] }) {
  const t = useTranslations('referrals');
  const format = useFormatter();
  const money = (amount: number, iso: string) => format.number(amount, moneyFormat(iso));
  const own = terms.minimums.find((entry) => entry.currency === terms.currency) ?? terms.minimums[0];
  const minimum = own ? money(own.amount, own.currency) : '';
  return (
    <section className="referral-block referral-how" aria-labelledby="referral-how-title">
      <h2 id="referral-how-title" className="panel__title">
        {t('howTitle')}
      </h2>
      {terms.reward === null ? (
        <p>{t('noReward', { currency: terms.currency })}</p>
      ) : (
        <ol className="referral-how__steps">
          <li>{t('step1', { days: terms.cookieDays })}</li>
          <li>{t('step2')}</li>
          <li>{t('step3', { minimum, reward: money(terms.reward, terms.currency) })}</li>
        </ol>
      )}
      <p className="referral-how__minimums">
        {t('minimums')}{' '}
        {terms.minimums.map((entry, index) => (
          <span key={entry.currency}>
            {index > 0 ? ', ' : null}
            <span className="referral-how__amount">{money(entry.amount, entry.currency)}</span>
          </span>
        ))}
      </p>
      <p className="referral-how__rule muted">{t('rule')}</p>
    </section>
  );
}
