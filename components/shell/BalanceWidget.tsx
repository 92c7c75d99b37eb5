'use client';

import { usePathname } from 'next/navigation';
import { useFormatter, useTranslations } from 'next-intl';
import { useAppDispatch, useAppSelector, useFeatureListeners } from '@/store/hooks';
import { activeAccountChangeRequested, addAccountListeners } from '@/store/listeners/accounts';
import { hideBalanceChangeRequested, addOfficeListeners } from '@/store/listeners/office';
import { selectAccountChangeProcess, selectActiveAccount } from '@/store/slices/account';
import { selectHideBalance } from '@/store/slices/user';
import { moneyFormat } from '@/lib/account/moneyFormat';

/** Pages where switching accounts says nothing (shell-and-routing.md §4: not on a bingo page). */
const QUIET_PATH = /^\/[a-z]{2}\/bingo(\/|$)/;

/**
 * The header balance: the active account's money, a hide/show toggle, and the account switcher
 * (main, currency and bonus accounts). The store is seeded with the server's balance and user
 * config, so the first render already shows the amount, or hides it as the player chose.
 */
export function BalanceWidget() {
  useFeatureListeners(addOfficeListeners);
  useFeatureListeners(addAccountListeners);
  const t = useTranslations('header');
  const tAccounts = useTranslations('accounts');
  const format = useFormatter();
  const dispatch = useAppDispatch();
  const pathname = usePathname();
  const active = useAppSelector(selectActiveAccount);
  const accounts = useAppSelector((state) => state.account.allAccounts);
  const changing = useAppSelector(selectAccountChangeProcess) === 'change';
  // The player's stored choice (user_hide_balance), seeded by the server: no flash of the amount.
  const hidden = useAppSelector(selectHideBalance);
  if (!active) return null;
  const money = (amount: number, iso: string) => format.number(amount, moneyFormat(iso));
  return (
    <div className="balance-widget">
      <div className="balance" aria-label={t('balance')}>
        <span className="balance__label">{active.label}</span>
        <span className="balance__value">{hidden ? '•••' : money(active.money, active.iso)}</span>
      </div>
      <button
        type="button"
        className="icon-button"
        aria-pressed={hidden}
        aria-label={hidden ? t('showBalance') : t('hideBalance')}
        onClick={() => dispatch(hideBalanceChangeRequested(!hidden))}
      >
        <span className={hidden ? 'eye eye--closed' : 'eye'} aria-hidden="true" />
      </button>
      {accounts.length > 1 ? (
        <select
          className="account-select"
          aria-label={tAccounts('choose')}
          value={active.id}
          disabled={changing}
          onChange={(event) =>
            dispatch(
              activeAccountChangeRequested({
                id: Number(event.target.value),
                notice: QUIET_PATH.test(pathname) ? null : tAccounts('main_account_will_set'),
              }),
            )
          }
        >
          {accounts.map((account) => (
            <option key={account.id} value={account.id}>
              {account.label} · {hidden ? '•••' : money(account.money, account.iso)}
            </option>
          ))}
        </select>
      ) : null}
    </div>
  );
}
