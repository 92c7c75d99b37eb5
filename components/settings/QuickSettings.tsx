'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { href } from '@/lib/routes/href';
import { AppLink } from '@/components/ui/AppLink';
import { useAppSelector } from '@/store/hooks';
import { selectIsSignedIn, selectLanguage } from '@/store/slices/app';
import { usePreferences } from './usePreferences';
import { NotSavedNote } from './NotSavedNote';
import { CoefFormatField, ThemeField, TimeZoneField } from './PreferenceFields';

/**
 * The most used settings (odds format, time zone, theme) in a header disclosure, for everyone:
 * guests cannot open the office settings page. Escape closes it and gives focus back.
 */
export function QuickSettings() {
  const t = useTranslations('settings');
  const { current, set, notSaved } = usePreferences();
  const signedIn = useAppSelector(selectIsSignedIn);
  const lng = useAppSelector(selectLanguage);
  const details = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const node = details.current;
    if (!node) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !node.open) return;
      node.open = false;
      node.querySelector('summary')?.focus();
    };
    // A press anywhere else closes it too, as a menu would.
    const onOutside = (event: PointerEvent) => {
      if (node.open && !node.contains(event.target as Node)) node.open = false;
    };
    node.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onOutside);
    return () => {
      node.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onOutside);
    };
  }, []);

  return (
    <details ref={details} className="quick-settings">
      <summary aria-label={t('open')} title={t('open')}>
        <span className="quick-settings__icon" aria-hidden="true">
          ⚙
        </span>
      </summary>
      <div className="quick-settings__panel">
        <CoefFormatField current={current} set={set} />
        <TimeZoneField current={current} set={set} />
        <ThemeField current={current} set={set} />
        <NotSavedNote shown={notSaved} />
        {signedIn ? (
          <AppLink href={href(lng, 'officeSettings')} className="quick-settings__all">
            {t('allSettings')} →
          </AppLink>
        ) : null}
      </div>
    </details>
  );
}
