'use client';

import { useTranslations } from 'next-intl';
import { PREFERENCE_DEFAULTS, type PreferenceFlag } from '@/lib/config/preferences';
import { usePreferences } from './usePreferences';
import { NotSavedNote } from './NotSavedNote';
import {
  ClockField,
  CoefFormatField,
  FlagField,
  GroupByCountryField,
  MarketsNameField,
  ThemeField,
  TimeZoneField,
  ViewTypeField,
} from './PreferenceFields';
import '@/app/styles/preferences.css';

const FLAGS = Object.keys(PREFERENCE_DEFAULTS) as PreferenceFlag[];

/**
 * The office settings page: every display preference of shell-and-routing.md §3. A change applies at once
 * and is remembered in its cookie when the consent allows; nothing here waits on the network.
 */
export function SettingsScreen() {
  const t = useTranslations('settings');
  const { current, set, notSaved } = usePreferences();
  const field = { current, set };
  return (
    <div className="settings">
      <NotSavedNote shown={notSaved} />
      <section className="settings__section" aria-labelledby="settings-time">
        <h2 id="settings-time" className="panel__title">
          {t('sectionTime')}
        </h2>
        <TimeZoneField {...field} withHint />
        <ClockField {...field} />
      </section>
      <section className="settings__section" aria-labelledby="settings-odds">
        <h2 id="settings-odds" className="panel__title">
          {t('sectionOdds')}
        </h2>
        <ViewTypeField {...field} />
        <CoefFormatField {...field} />
        <MarketsNameField {...field} />
        <GroupByCountryField {...field} />
      </section>
      <section className="settings__section" aria-labelledby="settings-look">
        <h2 id="settings-look" className="panel__title">
          {t('sectionLook')}
        </h2>
        <ThemeField {...field} />
      </section>
      <section className="settings__section" aria-labelledby="settings-options">
        <h2 id="settings-options" className="panel__title">
          {t('sectionOptions')}
        </h2>
        <div className="settings__switches">
          {FLAGS.map((flag) => (
            <FlagField key={flag} flag={flag} {...field} />
          ))}
        </div>
      </section>
    </div>
  );
}
