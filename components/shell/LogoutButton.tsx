'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useAppDispatch } from '@/store/hooks';
import { logoutRequested } from '@/store/listeners/logout';

/** `className` adds to the button's look: the header hides its copy on phones (the drawer has one). */
export function LogoutButton({ className }: { className?: string }) {
  const t = useTranslations('header');
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState(false);
  return (
    <button
      type="button"
      className={className ? `btn btn--ghost ${className}` : 'btn btn--ghost'}
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
