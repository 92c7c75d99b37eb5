'use client';

import { useTranslations } from 'next-intl';
import { accountsSignature } from '@/lib/account/currencies';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { accountsRequested } from '@/store/listeners/session';
import { selectHideBalance } from '@/store/slices/user';
import { AccountCard } from './AccountCard';
import { AddCurrencyForm } from './AddCurrencyForm';
import { ChangeResultNote } from './ChangeResultNote';
import { ConvertAccountPanel } from './ConvertAccountPanel';
import { HideBalanceSwitch } from './HideBalanceSwitch';
import { ProfileStatus } from './ProfileStatus';
import '@/app/styles/office.css';

/**
 * The office accounts screen: every account with its balance (make active, remove a currency
 * account), the hide-balance switch, add a currency, the main-account conversion, and the profile
 * status (protection level, profile and contacts filled). The accounts
 * come from the store, which the server seeded, so the list is there in the first render.
 */
export function AccountsScreen() {
  const t = useTranslations('office');
  const tAccounts = useTranslations('officeAccounts');
  const tStates = useTranslations('states');
  const dispatch = useAppDispatch();
  const accounts = useAppSelector((state) => state.account.allAccounts);
  const loading = useAppSelector((state) => state.account.isUpdateBalanceProcess);
  const hidden = useAppSelector(selectHideBalance);
  const signature = accountsSignature(accounts);
  return (
    <div className="office-accounts">
      <section className="panel" aria-labelledby="office-accounts">
        <div className="panel__head">
          <h2 id="office-accounts" className="panel__title">
            {t('accounts')}
          </h2>
          <HideBalanceSwitch />
        </div>
        {accounts.length > 0 ? (
          <ul className="account-list">
            {accounts.map((account) => (
              <AccountCard key={account.id} account={account} hidden={hidden} />
            ))}
          </ul>
        ) : loading ? (
          <p className="muted" role="status">
            {tStates('loading')}
          </p>
        ) : (
          <div className="error-state" role="alert">
            <p>{tAccounts('noAccounts')}</p>
            <button type="button" className="btn btn--ghost" onClick={() => dispatch(accountsRequested())}>
              {tStates('retry')}
            </button>
          </div>
        )}
        <ChangeResultNote process="delete" />
      </section>
      {accounts.length > 0 ? (
        <>
          <AddCurrencyForm accounts={signature} />
          <ConvertAccountPanel accounts={signature} />
        </>
      ) : null}
      <ProfileStatus />
    </div>
  );
}
