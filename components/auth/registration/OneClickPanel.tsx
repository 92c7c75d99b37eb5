'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { registerOneClick } from '@/lib/api/registerOneClick';
import type { GeneratedCredentials } from '@/lib/api/registration';
import type { RegistrationOptions } from '@/lib/api/registrationOptions';
import { useAuthSubmit } from '../useAuthSubmit';
import { GeneratedCredentialsView } from './GeneratedCredentialsView';
import { RegistrationTail, useTailChoices } from './RegistrationTail';
import '@/app/styles/login.css';
import '@/app/styles/registration.css';

/** One-click registration (fast_reg): currency, country and bonus; then the generated credentials. */
export function OneClickPanel({ options, onRegistered }: { options: RegistrationOptions; onRegistered: (userId: number) => void }) {
  const t = useTranslations('registration');
  const { chosen, fields } = useTailChoices(options);
  const [created, setCreated] = useState<GeneratedCredentials | null>(null);
  const { pending, failure, run } = useAuthSubmit();

  if (created) return <GeneratedCredentialsView credentials={created} onContinue={() => onRegistered(created.user_id)} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await run(() => registerOneClick(chosen));
    if (answer) setCreated(answer);
  };

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={pending}>
      <p className="auth-form__lead">{t('oneClick.lead')}</p>
      <RegistrationTail {...fields} failure={failure} pending={pending} />
    </form>
  );
}
