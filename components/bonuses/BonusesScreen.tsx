'use client';

import { useEffect, useRef } from 'react';
import useSWR from 'swr';
import { useLocale, useTranslations } from 'next-intl';
import { bonusesKey, fetchBonuses, type Bonuses } from '@/lib/api/bonuses/bonuses';
import { useAppDispatch } from '@/store/hooks';
import { accountsRequested } from '@/store/listeners/session';
import { ErrorState } from '@/components/ui/ErrorState';
import { DepositBonusPage } from './DepositBonusPage';
import { WagerPage } from './WagerPage';
import '@/app/styles/bonuses.css';

/**
 * `office/bonuses/deposit` and `office/bonuses/wager` (docs/bonuses-api.md): the first-deposit
 * bonus's terms, and each bonus's wagering. Every read of the list sweeps the player's bonuses on
 * the backend, so one read can release a bonus: the header's balance is then asked for again.
 */
export function BonusesScreen({ page }: { page: 'deposit' | 'wager' }) {
  const t = useTranslations('bonuses');
  const lng = useLocale();
  const { data, error, mutate, isValidating } = useSWR(bonusesKey(lng), () => fetchBonuses(lng));
  useBalanceAfterClose(data);

  if (error && !data) return <ErrorState text={t('loadError')} onRetry={() => void mutate()} pending={isValidating} />;
  if (!data) {
    return (
      <p className="muted" role="status" aria-busy="true">
        {t('loading')}
      </p>
    );
  }
  return page === 'deposit' ? <DepositBonusPage data={data} /> : <WagerPage data={data} onChanged={() => void mutate()} />;
}

/** Asks for the balance again when a bonus closed since the last answer (or in this very read: closedAt is its asOf). */
function useBalanceAfterClose(data: Bonuses | undefined) {
  const dispatch = useAppDispatch();
  const seen = useRef<Set<number> | null>(null);
  useEffect(() => {
    if (!data) return;
    const closed = new Set(data.items.filter((item) => item.status !== 'active').map((item) => item.id));
    const fresh = seen.current === null ? data.items.some((item) => item.closedAt === data.asOf) : [...closed].some((id) => !seen.current!.has(id));
    seen.current = closed;
    if (fresh) dispatch(accountsRequested());
  }, [data, dispatch]);
}
