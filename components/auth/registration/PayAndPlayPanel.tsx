'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { registerPayAndPlay } from '@/lib/api/registerPayAndPlay';
import type { GeneratedCredentials } from '@/lib/api/registration';
import type { RegistrationOptions } from '@/lib/api/registrationOptions';
import { amountValue, checkAmount, collectErrors } from '@/lib/auth/fieldRules';
import { defaultOrigin } from '@/lib/auth/registrationDefaults';
import { TextField } from '../AuthField';
import { useAuthSubmit } from '../useAuthSubmit';
import { GeneratedCredentialsView } from './GeneratedCredentialsView';
import { RegistrationTail } from './RegistrationTail';
import { useFieldErrors } from './useFieldErrors';

/**
 * Pay and play (pay_and_play): a first deposit creates the player, with that money on the main
 * account; the generated login and password are shown as for one-click.
 */
export function PayAndPlayPanel({ options, onRegistered }: { options: RegistrationOptions; onRegistered: (userId: number) => void }) {
  const t = useTranslations('registration');
  const [amount, setAmount] = useState('');
  const [origin, setOrigin] = useState(() => defaultOrigin(options));
  const [created, setCreated] = useState<GeneratedCredentials | null>(null);
  const { pending, failure, run } = useAuthSubmit();
  const { shown, validate } = useFieldErrors(collectErrors({ amount: checkAmount(amount) }));

  if (created) return <GeneratedCredentialsView credentials={created} onContinue={() => onRegistered(created.user_id)} />;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!validate(event)) return;
    const answer = await run(() =>
      registerPayAndPlay({ amount: amountValue(amount), currency: origin.currency, country_id: Number(origin.countryId) }),
    );
    if (answer) setCreated(answer);
  };

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={pending}>
      <p className="auth-form__lead">{t('payAndPlay.lead')}</p>
      <TextField
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        label={t('fields.amount')}
        value={amount}
        onValue={setAmount}
        error={shown.amount}
      />
      <RegistrationTail options={options} origin={origin} onOrigin={setOrigin} failure={failure} pending={pending} label={t('payAndPlay.submit')} />
    </form>
  );
}
