'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useCashback, type Programme } from '@/lib/api/cashback/cashback';
import { ErrorState } from '@/components/ui/ErrorState';
import { CashbackLevel } from './CashbackLevel';
import { CurrentWeek } from './CurrentWeek';
import { ClaimList } from './ClaimList';
import { WeekHistory } from './WeekHistory';
import '@/app/styles/rewards.css';

/**
 * `office/casino/vipcashback` and `office/casino/premiumcashback` (docs/cashback-api.md): the player's
 * level and rate (or, premium closed, the level that opens it), this week so far, the weeks to claim
 * with their Claim button, and the past weeks.
 */
export function CashbackScreen({ programme }: { programme: Programme }) {
  const t = useTranslations('cashback');
  const lng = useLocale();
  const { data, error, mutate, isValidating } = useCashback(programme, lng);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  if (error && !data) return <ErrorState text={t('error')} onRetry={() => void mutate()} pending={isValidating} />;
  if (!data) {
    return (
      <p className="muted" role="status" aria-busy="true">
        {t('loading')}
      </p>
    );
  }
  return (
    <div className="rewards-screen">
      <p className="rewards-screen__intro muted">{t(`intro.${programme}`)}</p>
      <CashbackLevel data={data} />
      {data.open ? (
        <>
          <CurrentWeek data={data} />
          <ClaimList
            weeks={data.toClaim}
            notice={notice}
            onClaimed={(text) => {
              setNotice({ ok: true, text });
              void mutate();
            }}
            onFailed={(text) => {
              setNotice({ ok: false, text });
              void mutate();
            }}
          />
        </>
      ) : null}
      <WeekHistory weeks={data.history} />
      <p className="muted rewards-screen__note">{t('bonusNote')}</p>
    </div>
  );
}
