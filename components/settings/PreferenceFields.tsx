'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { APP_THEME, APP_VIEW_TYPE, MARKETS_NAME_TYPE, type PreferenceFlag } from '@/lib/config/preferences';
import { TIME_ZONE_OFFSETS } from '@/lib/config/time';
import { COEF_FORMAT } from '@/lib/config/user';
import { formatUtcOffset } from '@/lib/preferences/time';
import { coefFormatsFor, type DisplayPreferences, type PreferenceChange } from '@/lib/preferences/values';
import '@/app/styles/preferences.css';

// The controls of the settings screen and of the header's quick settings: native selects, radio
// groups and switches, so the keyboard and screen readers work without extra code.

export interface FieldProps {
  current: DisplayPreferences;
  set: (change: PreferenceChange) => boolean;
}

const COEF_FORMAT_NAME = Object.fromEntries(Object.entries(COEF_FORMAT).map(([name, id]) => [id, name])) as Record<
  number,
  keyof typeof COEF_FORMAT
>;

function Select({
  label,
  hint,
  value,
  options,
  onChange,
}: {
  label: string;
  hint?: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="settings-field">
      <label htmlFor={id} className="settings-field__label">
        {label}
      </label>
      <select id={id} className="settings-select" value={value} aria-describedby={hint ? `${id}-hint` : undefined} onChange={(e) => onChange(e.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={`${id}-hint`} className="settings-field__hint muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function RadioGroup<T extends number>({
  legend,
  value,
  options,
  onChange,
}: {
  legend: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
}) {
  const name = useId();
  return (
    <fieldset className="settings-field settings-radios">
      <legend className="settings-field__label">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="settings-radio">
          <input type="radio" name={name} checked={value === option.value} onChange={() => onChange(option.value)} />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

export function Switch({ label, checked, onChange }: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="settings-switch">
      <input type="checkbox" role="switch" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span className="settings-switch__track" aria-hidden="true" />
      <span>{label}</span>
    </label>
  );
}

export function TimeZoneField({ current, set, withHint = false }: FieldProps & { withHint?: boolean }) {
  const t = useTranslations('settings');
  return (
    <Select
      label={t('timeZone')}
      hint={withHint ? t('timeZoneHint') : undefined}
      value={String(current.timeZone)}
      options={TIME_ZONE_OFFSETS.map((hours) => ({ value: String(hours), label: formatUtcOffset(hours) }))}
      onChange={(value) => set({ key: 'timeZone', value: Number(value) })}
    />
  );
}

export function ClockField({ current, set }: FieldProps) {
  const t = useTranslations('settings');
  return <Switch label={t('is12h')} checked={current.is12h} onChange={(on) => set({ key: 'is12h', value: on })} />;
}

/** Only the formats the current view type can show (shell-and-routing.md §5). */
export function CoefFormatField({ current, set }: FieldProps) {
  const t = useTranslations('settings');
  return (
    <Select
      label={t('coefFormat')}
      value={String(current.coefViewId)}
      options={coefFormatsFor(current.appViewType).map((id) => ({
        value: String(id),
        label: t(`coefFormats.${COEF_FORMAT_NAME[id]!}`),
      }))}
      onChange={(value) => set({ key: 'coefViewId', value: Number(value) })}
    />
  );
}

export function ViewTypeField({ current, set }: FieldProps) {
  const t = useTranslations('settings');
  return (
    <RadioGroup
      legend={t('viewType')}
      value={current.appViewType}
      options={[
        { value: APP_VIEW_TYPE.european, label: t('viewTypes.european') },
        { value: APP_VIEW_TYPE.asian, label: t('viewTypes.asian') },
      ]}
      onChange={(value) => set({ key: 'appViewType', value })}
    />
  );
}

export function MarketsNameField({ current, set }: FieldProps) {
  const t = useTranslations('settings');
  return (
    <RadioGroup
      legend={t('marketsNameType')}
      value={current.marketsNameType}
      options={[
        { value: MARKETS_NAME_TYPE.full, label: t('marketsNameTypes.full') },
        { value: MARKETS_NAME_TYPE.short, label: t('marketsNameTypes.short') },
      ]}
      onChange={(value) => set({ key: 'marketsNameType', value })}
    />
  );
}

export function ThemeField({ current, set }: FieldProps) {
  const t = useTranslations('settings');
  return (
    <RadioGroup
      legend={t('theme')}
      value={current.appTheme}
      options={[
        { value: APP_THEME.dark, label: t('themes.dark') },
        { value: APP_THEME.light, label: t('themes.light') },
      ]}
      onChange={(value) => set({ key: 'appTheme', value })}
    />
  );
}

export function GroupByCountryField({ current, set }: FieldProps) {
  const t = useTranslations('settings');
  return (
    <Switch
      label={t('groupByCountry')}
      checked={current.isGroupByCountry}
      onChange={(on) => set({ key: 'isGroupByCountry', value: on })}
    />
  );
}

export function FlagField({ flag, current, set }: FieldProps & { flag: PreferenceFlag }) {
  const t = useTranslations('settings');
  return (
    <Switch
      label={t(`flags.${flag}`)}
      checked={current.preferences[flag] === 1}
      onChange={(on) => set({ key: 'flag', flag, value: on ? 1 : 0 })}
    />
  );
}
