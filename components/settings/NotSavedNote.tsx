'use client';

import { useTranslations } from 'next-intl';
import { href } from '@/lib/routes/href';
import { AppLink } from '@/components/ui/AppLink';
import { useAppSelector } from '@/store/hooks';
import { selectLanguage } from '@/store/slices/app';
import '@/app/styles/preferences.css';

/**
 * Says that the last change was applied but not remembered, because the visitor's cookie choice
 * does not cover functional cookies (shell-and-routing.md §6). The live region is always there, so a screen
 * reader announces the note when it appears.
 */
export function NotSavedNote({ shown }: { shown: boolean }) {
  const t = useTranslations('settings');
  const lng = useAppSelector(selectLanguage);
  return (
    <p role="status" className="settings-note">
      {shown ? (
        <>
          {t('notSaved')} <AppLink kind="footer" href={href(lng, 'info', { page: 'cookies' })}>
            {t('cookieSettings')}
          </AppLink>
        </>
      ) : null}
    </p>
  );
}
