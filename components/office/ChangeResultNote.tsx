'use client';

import { useTranslations } from 'next-intl';
import { useAppSelector } from '@/store/hooks';
import { selectAccountChangeResult, type AccountChangeResult } from '@/store/slices/account';
import '@/app/styles/office.css';

/**
 * How the last add, remove or convert of this kind ended, beside the control that started it: the
 * server's message, as a polite status on success and an alert on failure.
 */
export function ChangeResultNote({ process }: { process: AccountChangeResult['process'] }) {
  const t = useTranslations('officeAccounts');
  const result = useAppSelector(selectAccountChangeResult);
  const mine = result?.process === process ? result : null;
  return (
    <>
      <p className="office-note" role="status">
        {mine?.success ? (mine.opening && mine.iso ? t('stillOpening', { iso: mine.iso }) : mine.message) : null}
      </p>
      {mine && !mine.success ? (
        <p className="office-note office-note--error" role="alert">
          {mine.message}
        </p>
      ) : null}
    </>
  );
}
