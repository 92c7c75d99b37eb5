'use client';

import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useAddableCurrencies } from '@/lib/api/addableCurrencies';
import { ErrorState } from '@/components/ui/ErrorState';
import { useAppDispatch, useAppSelector, useFeatureListeners } from '@/store/hooks';
import { addOfficeListeners } from '@/store/listeners/office';
import { currencyAddRequested, selectAccountChangeProcess, selectSelectedAddCurrency } from '@/store/slices/account';
import { ChangeResultNote } from './ChangeResultNote';
import '@/app/styles/office.css';

/**
 * Add a currency (shell-and-routing.md §4, §7): pick one the player holds no account in and add it. The
 * backend opens the account a moment later; while the balance is polled for it the form is busy.
 */
export function AddCurrencyForm({ accounts }: { accounts: string }) {
  useFeatureListeners(addOfficeListeners);
  const t = useTranslations('officeAccounts');
  const tStates = useTranslations('states');
  const dispatch = useAppDispatch();
  const titleId = useId();
  const selectId = useId();
  const { data, error, isValidating, mutate } = useAddableCurrencies(accounts);
  const process = useAppSelector(selectAccountChangeProcess);
  const adding = useAppSelector(selectSelectedAddCurrency);
  const [chosen, setChosen] = useState<string | null>(null);
  const currencies = data ?? [];
  // The choice falls back to the first currency still on offer (an added one leaves the list).
  const iso = currencies.some((c) => c.iso === chosen) ? chosen : (currencies[0]?.iso ?? null);
  const busy = process !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (iso && !busy) dispatch(currencyAddRequested(iso));
  };

  return (
    <section className="panel office-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="panel__title">
        {t('addTitle')}
      </h2>
      <p className="muted">{t('addLead')}</p>
      {!data && error ? (
        <ErrorState compact onRetry={() => void mutate()} pending={isValidating} />
      ) : !data ? (
        <p className="muted" role="status">
          {tStates('loading')}
        </p>
      ) : currencies.length === 0 && process !== 'add' ? (
        <p className="empty-state">{t('noCurrencies')}</p>
      ) : (
        <form className="office-form" onSubmit={submit} aria-busy={process === 'add'}>
          <label htmlFor={selectId}>{t('currency')}</label>
          <select id={selectId} className="office-select" value={iso ?? ''} disabled={busy} onChange={(e) => setChosen(e.target.value)}>
            {currencies.map((currency) => (
              <option key={currency.id} value={currency.iso}>
                {currency.iso} ({currency.symbol})
              </option>
            ))}
          </select>
          <button type="submit" className="btn btn--accent" disabled={busy || !iso}>
            {process === 'add' && adding ? t('adding', { iso: adding }) : t('add')}
          </button>
        </form>
      )}
      <ChangeResultNote process="add" />
    </section>
  );
}
