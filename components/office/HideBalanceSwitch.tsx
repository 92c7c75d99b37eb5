'use client';

import { useTranslations } from 'next-intl';
import { useAppDispatch, useAppSelector, useFeatureListeners } from '@/store/hooks';
import { hideBalanceChangeRequested, addOfficeListeners } from '@/store/listeners/office';
import { selectHideBalance } from '@/store/slices/user';
import '@/app/styles/office.css';

/** Hide balance (user_hide_balance): a switch the backend remembers, shared with the header widget. */
export function HideBalanceSwitch() {
  useFeatureListeners(addOfficeListeners);
  const t = useTranslations('officeAccounts');
  const dispatch = useAppDispatch();
  const hidden = useAppSelector(selectHideBalance);
  return (
    <label className="office-switch">
      <input type="checkbox" role="switch" checked={hidden} onChange={() => dispatch(hideBalanceChangeRequested(!hidden))} />
      {t('hideBalance')}
    </label>
  );
}
