'use client';

import { useState } from 'react';
import { usePhoneCountries } from '@/lib/api/phoneCountries';
import { usePhoneMasks } from '@/lib/api/phoneMasks';
import { DEFAULT_GEO_COUNTRY } from '@/lib/config/guards';
import { PHONE_COUNTRY_BY_LANGUAGE } from '@/lib/config/login';
import { defaultPhoneCountry, phoneRuleFor, type PhoneCountry, type PhoneRule } from '@/lib/auth/phone';

export interface PhoneChoice {
  countries: readonly PhoneCountry[];
  /** The chosen country; null while the list loads or when it could not be loaded. */
  country: PhoneCountry | null;
  /** Digits the number of the chosen country has (from its mask, or a wide rule without one). */
  rule: PhoneRule;
  choose: (countryId: number) => void;
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

/**
 * The phone country picker's data, for signing in, registering and binding a phone (shell-and-routing.md §3, §7): the countries and the masks, the chosen
 * country (the language's country first) and its rule. Without masks the wide rule applies: a
 * missing mask must not keep anyone from signing in.
 */
export function usePhoneChoice(lng: string): PhoneChoice {
  const countries = usePhoneCountries(lng);
  const masks = usePhoneMasks();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const list = countries.data ?? [];
  const preferred = [PHONE_COUNTRY_BY_LANGUAGE[lng], DEFAULT_GEO_COUNTRY].filter((code): code is string => Boolean(code));
  const country = list.find((entry) => entry.id === chosenId) ?? defaultPhoneCountry(list, preferred);
  return {
    countries: list,
    country,
    rule: phoneRuleFor(country?.id ?? null, masks.data ?? []),
    choose: setChosenId,
    loading: !countries.data && !countries.error,
    failed: !countries.data && Boolean(countries.error),
    retry: () => void countries.mutate(),
  };
}
