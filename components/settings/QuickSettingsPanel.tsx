'use client';

import { useTranslations } from 'next-intl';
import { href } from '@/lib/routes/href';
import { AppLink } from '@/components/ui/AppLink';
import { useAppSelector } from '@/store/hooks';
import { selectIsSignedIn, selectLanguage } from '@/store/slices/app';
import { usePreferences } from './usePreferences';
import { NotSavedNote } from './NotSavedNote';
import { CoefFormatField, ThemeField, TimeZoneField } from './PreferenceFields';

/** The quick settings' fields, loaded with their words when the disclosure first opens (QuickSettings). */
export function QuickSettingsPanel() {
  const t = useTranslations('settings');
  const { current, set, notSaved } = usePreferences();
  const signedIn = useAppSelector(selectIsSignedIn);
  const lng = useAppSelector(selectLanguage);
  return (
    <div className="quick-settings__panel">
      <CoefFormatField current={current} set={set} />
      <TimeZoneField current={current} set={set} />
      <ThemeField current={current} set={set} />
      <NotSavedNote shown={notSaved} />
      {signedIn ? (
        <AppLink kind="office" href={href(lng, 'officeSettings')} className="quick-settings__all">
          {t('allSettings')} →
        </AppLink>
      ) : null}
    </div>
  );
}
