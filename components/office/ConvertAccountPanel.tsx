'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { useConvertStatus } from '@/lib/api/convertStatus';
import { CONVERT_ACCOUNT_STATUS } from '@/lib/config/accounts';
import { ErrorState } from '@/components/ui/ErrorState';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { modalOpened } from '@/store/slices/modals';
import { selectAccountChangeProcess } from '@/store/slices/account';
import { ChangeResultNote } from './ChangeResultNote';
import '@/app/styles/office.css';

/**
 * The convert-account status (shell-and-routing.md §3: 0 not allowed, 1 main account allowed, 2 additional
 * account allowed) and, when allowed, the way into the 'convert account' modal.
 */
export function ConvertAccountPanel({ accounts }: { accounts: string }) {
  const t = useTranslations('officeAccounts');
  const tStates = useTranslations('states');
  const dispatch = useAppDispatch();
  const titleId = useId();
  const { data: status, error, isValidating, mutate } = useConvertStatus(accounts);
  const busy = useAppSelector(selectAccountChangeProcess) !== null;
  return (
    <section className="panel office-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="panel__title">
        {t('convertTitle')}
      </h2>
      {status === undefined && error ? (
        <ErrorState compact onRetry={() => void mutate()} pending={isValidating} />
      ) : status === undefined ? (
        <p className="muted" role="status">
          {tStates('loading')}
        </p>
      ) : (
        <>
          <p>{t(`convertStatus${status}`)}</p>
          {status !== CONVERT_ACCOUNT_STATUS.notAllowed ? (
            <button
              type="button"
              className="btn btn--ghost"
              disabled={busy}
              onClick={() => dispatch(modalOpened({ kind: 'convertAccount', props: { status } }))}
            >
              {t('convertOpen')}
            </button>
          ) : null}
        </>
      )}
      <ChangeResultNote process="change" />
    </section>
  );
}
