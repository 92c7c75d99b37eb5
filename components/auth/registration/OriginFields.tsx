'use client';

import { useTranslations } from 'next-intl';
import type { RegistrationOptions } from '@/lib/api/registrationOptions';
import { SelectField } from '../AuthField';
import '@/app/styles/registration.css';

export interface Origin {
  /** Currency ISO code. */
  currency: string;
  /** Country id, as the select holds it. */
  countryId: string;
}

/** Currency and country selects from the registration options (auth contract). */
export function OriginFields({
  options,
  value,
  onValue,
  withCountry = true,
}: {
  options: RegistrationOptions;
  value: Origin;
  onValue: (value: Origin) => void;
  withCountry?: boolean;
}) {
  const t = useTranslations('registration.fields');
  return (
    <div className="auth-row">
      <SelectField
        label={t('currency')}
        value={value.currency}
        onValue={(currency) => onValue({ ...value, currency })}
        options={options.currencies.map((c) => ({ value: c.iso, label: c.symbol ? `${c.iso} (${c.symbol})` : c.iso }))}
      />
      {withCountry ? (
        <SelectField
          label={t('country')}
          value={value.countryId}
          onValue={(countryId) => onValue({ ...value, countryId })}
          options={options.countries.map((c) => ({ value: String(c.id), label: c.name }))}
        />
      ) : null}
    </div>
  );
}
