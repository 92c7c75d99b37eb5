'use client';

import type { FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { registerSocial } from '@/lib/api/registerSocial';
import type { RegistrationOptions } from '@/lib/api/registrationOptions';
import { href } from '@/lib/routes/href';
import { SOCIAL_REGISTRATION_SEGMENT, type SocialProvider } from '@/lib/config/registration';
import { FormAlert } from '../AuthField';
import { SocialButtons } from '../SocialButtons';
import { useAuthSubmit } from '../useAuthSubmit';
import { RegistrationTail, useTailChoices } from './RegistrationTail';
import '@/app/styles/login.css';
import '@/app/styles/registration.css';

/** What the provider round trip brought back for the registration step. */
export interface SocialStep {
  provider: SocialProvider;
  token: string;
}

/**
 * Social registration: first the providers (a round trip through the provider's page that comes
 * back to registration/socialregistration with a token), then the soc_reg step: currency,
 * country and bonus.
 */
export function SocialPanel({
  lng,
  options,
  step,
  error = null,
  onRegistered,
}: {
  lng: string;
  options: RegistrationOptions;
  step: SocialStep | null;
  /** `social_error` of the round trip's return: cancelled, expired, registration_disabled. */
  error?: string | null;
  onRegistered: (userId: number) => void;
}) {
  const t = useTranslations('registration.social');
  const te = useTranslations('socialAuth.errors');
  if (!step) {
    const known = error === 'cancelled' || error === 'expired' || error === 'registration_disabled';
    return (
      <div className="auth-form">
        <p className="auth-form__lead">{t('lead')}</p>
        <FormAlert message={error ? te(known ? error : 'other') : null} />
        <SocialButtons lng={lng} returnUrl={href(lng, 'registration', { type: SOCIAL_REGISTRATION_SEGMENT })} register />
      </div>
    );
  }
  return <SocialStepForm options={options} step={step} onRegistered={onRegistered} lng={lng} />;
}

function SocialStepForm({
  options,
  step,
  onRegistered,
  lng,
}: {
  options: RegistrationOptions;
  step: SocialStep;
  onRegistered: (userId: number) => void;
  lng: string;
}) {
  const t = useTranslations('registration.social');
  const tp = useTranslations('socialAuth.providers');
  const { chosen, fields } = useTailChoices(options);
  const { pending, failure, run } = useAuthSubmit();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const answer = await run(() =>
      registerSocial({
        provider: step.provider,
        social_token: step.token,
        ...chosen,
      }, lng),
    );
    if (answer) onRegistered(answer.user_id);
  };

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={pending}>
      <p className="auth-form__lead">{t('stepLead', { provider: tp(step.provider) })}</p>
      <RegistrationTail {...fields} failure={failure} pending={pending} />
    </form>
  );
}
