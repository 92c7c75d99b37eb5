'use client';

import { useState } from 'react';
import type { RegistrationOptions } from '@/lib/api/registrationOptions';
import { defaultOrigin } from '@/lib/auth/registrationDefaults';
import { BONUS_CHOICE, type BonusChoice } from '@/lib/config/registration';
import { FormAlert } from '../AuthField';
import { BonusChoiceField } from './BonusChoiceField';
import { OriginFields, type Origin } from './OriginFields';
import { SubmitButton } from './SubmitButton';

/**
 * The end of every registration form: currency (and country), the bonus where the form offers one,
 * the server's failure and the register button. One place, so the panels stay alike.
 */
export function RegistrationTail({
  options,
  origin,
  onOrigin,
  withCountry = true,
  bonus,
  failure,
  pending,
  label,
}: {
  options: RegistrationOptions;
  origin: Origin;
  onOrigin: (value: Origin) => void;
  /** Phone registration takes the country from the phone. */
  withCountry?: boolean;
  /** Left out by pay and play, which has no bonus choice. */
  bonus?: { value: BonusChoice; onValue: (value: BonusChoice) => void };
  failure: string | null;
  pending: boolean;
  label?: string;
}) {
  return (
    <>
      <OriginFields options={options} value={origin} onValue={onOrigin} withCountry={withCountry} />
      {bonus ? <BonusChoiceField value={bonus.value} onValue={bonus.onValue} /> : null}
      <FormAlert message={failure} />
      <SubmitButton pending={pending} label={label} />
    </>
  );
}

/**
 * The tail's choices as the panels with a bonus hold them: the default currency and country of the
 * options, the sport bonus. `fields` goes to <RegistrationTail> as it is.
 */
export function useTailChoices(options: RegistrationOptions) {
  const [origin, setOrigin] = useState(() => defaultOrigin(options));
  const [bonus, setBonus] = useState<BonusChoice>(BONUS_CHOICE.sport);
  return {
    origin,
    bonus,
    /** What the register calls with a country take from the tail. */
    chosen: { currency: origin.currency, country_id: Number(origin.countryId), bonus_choice: bonus },
    fields: { options, origin, onOrigin: setOrigin, bonus: { value: bonus, onValue: setBonus } },
  };
}
