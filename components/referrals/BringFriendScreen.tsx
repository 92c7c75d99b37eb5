'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useReferrals } from '@/lib/api/referrals/referrals';
import { ErrorState } from '@/components/ui/ErrorState';
import { FriendsList } from './FriendsList';
import { HowItWorks } from './HowItWorks';
import { ReferralLink } from './ReferralLink';
import { ReferralTotals } from './ReferralTotals';
import '@/app/styles/referrals.css';

/**
 * `office/bringfriend` (docs/referrals-api.md): the player's link to copy, how the programme works
 * with its terms, the totals and his friends with their states, rewards and refusals.
 */
export function BringFriendScreen() {
  const t = useTranslations('referrals');
  const lng = useLocale();
  const { data, error, mutate, isValidating } = useReferrals(lng);
  if (error && !data) return <ErrorState text={t('error')} onRetry={() => void mutate()} pending={isValidating} />;
  if (!data) {
    return (
      <p className="muted" role="status" aria-busy="true">
        {t('loading')}
      </p>
    );
  }
  return (
    <div className="referrals-screen">
      <ReferralLink link={data.link} code={data.code} />
      <HowItWorks terms={data.terms} />
      <ReferralTotals totals={data.totals} />
      <FriendsList friends={data.friends} />
    </div>
  );
}
