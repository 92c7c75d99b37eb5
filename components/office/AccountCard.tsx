'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { canRemoveAccount } from '@/lib/account/currencies';
import { useAppDispatch, useAppSelector, useFeatureListeners } from '@/store/hooks';
import { addOfficeListeners } from '@/store/listeners/office';
import { activeAccountChangeRequested, addAccountListeners } from '@/store/listeners/accounts';
import { currencyRemoveRequested, selectAccountChangeProcess, type AccountItem } from '@/store/slices/account';
import { useAccountText } from './useAccountText';
import '@/app/styles/office.css';

/**
 * One account of the office list: its name, money (or a mask when the balance is hidden), and what
 * the player may do with it: make it active, or remove an empty currency account after confirming.
 */
export function AccountCard({ account, hidden }: { account: AccountItem; hidden: boolean }) {
  useFeatureListeners(addOfficeListeners);
  useFeatureListeners(addAccountListeners);
  const t = useTranslations('officeAccounts');
  const tNotice = useTranslations('accounts');
  const dispatch = useAppDispatch();
  const process = useAppSelector(selectAccountChangeProcess);
  const { money, name } = useAccountText();
  const nameId = useId();
  const [confirming, setConfirming] = useState(false);
  // This card asked for the removal running now (the slice knows only that one runs).
  const [asked, setAsked] = useState(false);
  const removing = asked && process === 'delete';
  const confirmRef = useRef<HTMLButtonElement>(null);
  const busy = process !== null;

  // The confirmation takes the focus, so a keyboard user answers it at once.
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  const remove = () => {
    setConfirming(false);
    setAsked(true);
    dispatch(currencyRemoveRequested(account.id));
  };

  return (
    <li className="account-card office-account" data-active={account.isActive} aria-labelledby={nameId}>
      <span id={nameId} className="muted">
        {name(account)}
      </span>
      <strong className="office-account__money">{hidden ? '•••' : money(account.money, account.iso)}</strong>
      <div className="office-account__actions">
        {account.isActive ? (
          <span className="office-account__badge">{t('active')}</span>
        ) : (
          <button
            type="button"
            className="btn btn--ghost"
            disabled={busy}
            onClick={() => dispatch(activeAccountChangeRequested({ id: account.id, notice: tNotice('main_account_will_set') }))}
          >
            {t('makeActive')}
          </button>
        )}
        {canRemoveAccount(account) && !confirming ? (
          <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => setConfirming(true)}>
            {removing ? t('removing') : t('remove')}
          </button>
        ) : null}
      </div>
      {confirming ? (
        <div className="office-account__confirm" role="group" aria-label={t('removeConfirm', { iso: account.iso })}>
          <p>{t('removeConfirm', { iso: account.iso })}</p>
          <button ref={confirmRef} type="button" className="btn btn--accent" onClick={remove}>
            {t('removeYes')}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => setConfirming(false)}>
            {t('cancel')}
          </button>
        </div>
      ) : null}
    </li>
  );
}
