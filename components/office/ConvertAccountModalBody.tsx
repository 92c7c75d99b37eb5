'use client';

import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { accountsSignature } from '@/lib/account/currencies';
import { convertTargets, type ConvertAccountStatus } from '@/lib/account/convert';
import { useAddableCurrencies } from '@/lib/api/addableCurrencies';
import type { ModalBodyProps } from '@/components/ui/modalBody';
import { useAppDispatch, useAppSelector, useFeatureListeners } from '@/store/hooks';
import { addOfficeListeners } from '@/store/listeners/office';
import { accountConvertRequested, selectAccountChangeProcess, selectAccountChangeResult } from '@/store/slices/account';
import '@/app/styles/office.css';

function isStatus(value: unknown): value is ConvertAccountStatus {
  return value === 0 || value === 1 || value === 2;
}

/**
 * The 'convert account' modal: the currency the main account is to be in. With status 1 the main
 * account takes a currency the player has no account in; with 2 a currency account becomes the
 * main one. It closes when the conversion succeeds and shows the server's message when it fails.
 */
export function ConvertAccountModalBody({ kind, titleId, props, onClose }: ModalBodyProps) {
  useFeatureListeners(addOfficeListeners);
  const t = useTranslations('modals');
  const tAccounts = useTranslations('officeAccounts');
  const dispatch = useAppDispatch();
  const selectId = useId();
  const accounts = useAppSelector((state) => state.account.accounts);
  const process = useAppSelector(selectAccountChangeProcess);
  const result = useAppSelector(selectAccountChangeResult);
  const status = isStatus(props?.status) ? props.status : 0;
  // The addable list is only needed (and only fetched) for status 1.
  const addable = useAddableCurrencies(status === 1 ? accountsSignature(accounts) : null);
  const targets = convertTargets(status, accounts, addable.data ?? []);
  const [chosen, setChosen] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const iso = chosen && targets.includes(chosen) ? chosen : (targets[0] ?? null);
  const converting = process === 'change';
  const outcome = sent && !converting && result?.process === 'change' ? result : null;

  useEffect(() => {
    if (outcome?.success) onClose();
  }, [outcome, onClose]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!iso || converting) return;
    setSent(true);
    dispatch(accountConvertRequested(iso));
  };

  return (
    <form onSubmit={submit} aria-busy={converting}>
      <h2 id={titleId} className="modal__title">
        {t(`${kind}.title`)}
      </h2>
      <p className="modal__text">{t(`${kind}.text`)}</p>
      <p className="modal__text">{tAccounts(`convertStatus${status}`)}</p>
      {targets.length > 0 ? (
        <div className="office-form">
          <label htmlFor={selectId}>{tAccounts('convertTarget')}</label>
          <select id={selectId} className="office-select" value={iso ?? ''} disabled={converting} onChange={(e) => setChosen(e.target.value)}>
            {targets.map((target) => (
              <option key={target} value={target}>
                {target}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {outcome && !outcome.success ? (
        <p className="office-note office-note--error" role="alert">
          {outcome.message}
        </p>
      ) : null}
      <div className="modal__actions">
        <button type="submit" className="btn btn--accent modal__action" disabled={!iso || converting}>
          {converting ? tAccounts('converting') : tAccounts('convertConfirm')}
        </button>
        <button type="button" className="btn btn--ghost modal__action" onClick={onClose}>
          {t(`${kind}.action`)}
        </button>
      </div>
    </form>
  );
}
