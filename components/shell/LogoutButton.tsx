'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useAppDispatch } from '@/store/hooks';
import { logoutRequested } from '@/store/listeners/logout';

export function LogoutButton() {
  const t = useTranslations('header');
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState(false);
  return (
    <button
      type="button"
      className="btn btn--ghost"
      disabled={pending}
      onClick={() => {
        setPending(true);
        dispatch(logoutRequested());
      }}
    >
      {t('logout')}
    </button>
  );
}
