'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { registerOneClick } from '@/lib/api/registerOneClick';
import type { GeneratedCredentials } from '@/lib/api/registration';
import type { RegistrationOptions } from '@/lib/api/registrationOptions';
import { defaultOrigin } from '@/lib/auth/registrationDefaults';
import { BONUS_CHOICE, type BonusChoice } from '@/lib/config/registration';
import { FormAlert } from '../AuthField';
import { useAuthSubmit } from '../useAuthSubmit';
import { BonusChoiceField } from './BonusChoiceField';
import { GeneratedCredentialsView } from './GeneratedCredentialsView';
import { OriginFields } from './OriginFields';
import { SubmitButton } from './SubmitButton';

/** One-click registration (fast_reg): currency, country and bonus; then the generated credentials. */
export function OneClickPanel({ options, onRegistered }: { options: RegistrationOptions; onRegistered: (userId: number) => void }) {
  const t = useTranslations('registration');
  const [origin, setOrigin] = useState(() => defaultOrigin(options));
  const [bonus, setBonus] = useState<BonusChoice>(BONUS_CHOICE.sport);
  const [created, setCreated] = useState<GeneratedCredentials | null>(null);
  const { pending, failure, run } = useAuthSubmit();

  if (created) return <GeneratedCredentialsView credentials={created} onContinue={() => onRegistered(created.user_id)} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await run(() =>
      registerOneClick({ currency: origin.currency, country_id: Number(origin.countryId), bonus_choice: bonus }),
    );
    if (answer) setCreated(answer);
  };

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={pending}>
      <p className="auth-form__lead">{t('oneClick.lead')}</p>
      <OriginFields options={options} value={origin} onValue={setOrigin} />
      <BonusChoiceField value={bonus} onValue={setBonus} />
      <FormAlert message={failure} />
      <SubmitButton pending={pending} />
    </form>
  );
}
