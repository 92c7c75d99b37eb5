'use client';

import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { RegistrationOptions } from '@/lib/api/registrationOptions';
import { useRegistrationOptions } from '@/lib/api/useRegistrationOptions';
import { REGISTRATION_TYPES, type RegistrationType } from '@/lib/config/registration';
import { ErrorState } from '@/components/ui/ErrorState';
import { useAppDispatch, useFeatureListeners } from '@/store/hooks';
import { signedIn, addAuthListeners } from '@/store/listeners/auth';
import { FullPanel } from './FullPanel';
import { OneClickPanel } from './OneClickPanel';
import { PayAndPlayPanel } from './PayAndPlayPanel';
import { PhonePanel } from './PhonePanel';
import { SocialPanel, type SocialStep } from './SocialPanel';
import '@/app/styles/login.css';
import '@/app/styles/registration.css';

export interface RegistrationFormProps {
  lng: string;
  initialType: RegistrationType;
  /** The provider round trip's result, when the page was opened as its return address. */
  socialStep?: SocialStep | null;
  /** Why the round trip came back without a result (`social_error`). */
  socialError?: string | null;
  /** The page keeps its URL in step with the tab. */
  onTypeChange?: (type: RegistrationType) => void;
  /** After the player is signed in (the modal closes). */
  onDone?: () => void;
}

/**
 * The registration form (limits-coupon-auth.md §4): one-click, phone, full, social and pay-and-play as
 * tabs (arrow keys move between them), over the currency and country lists of the registration
 * options. A registration signs the player in: `signedIn` loads the accounts and moves on.
 */
export function RegistrationForm({ lng, initialType, socialStep = null, socialError = null, onTypeChange, onDone }: RegistrationFormProps) {
  useFeatureListeners(addAuthListeners);
  const t = useTranslations('registration');
  const dispatch = useAppDispatch();
  const [type, setType] = useState<RegistrationType>(initialType);
  const options = useRegistrationOptions(lng);
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const choose = (next: RegistrationType, focus = false) => {
    setType(next);
    onTypeChange?.(next);
    if (focus) tabs.current[REGISTRATION_TYPES.indexOf(next)]?.focus();
  };

  // Arrow keys, Home and End move between tabs and select them (the WAI-ARIA tabs pattern).
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = REGISTRATION_TYPES.indexOf(type);
    const last = REGISTRATION_TYPES.length - 1;
    const next =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (next === null) return;
    event.preventDefault();
    choose(REGISTRATION_TYPES[next] as RegistrationType, true);
  };

  const registered = (userId: number) => {
    dispatch(signedIn({ userId }));
    onDone?.();
  };

  const tabId = (key: RegistrationType) => `${baseId}-tab-${key}`;
  const panelId = `${baseId}-panel`;

  return (
    <div className="registration">
      <div className="auth-tabs registration__tabs" role="tablist" aria-label={t('typesLabel')}>
        {REGISTRATION_TYPES.map((key, index) => (
          <button
            key={key}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            id={tabId(key)}
            type="button"
            role="tab"
            className="auth-tabs__tab"
            aria-selected={key === type}
            aria-controls={panelId}
            tabIndex={key === type ? 0 : -1}
            onClick={() => choose(key)}
            onKeyDown={onTabKey}
          >
            {t(`types.${key}`)}
          </button>
        ))}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(type)} className="auth-tabs__panel">
        {options.data ? (
          <Panel
            key={type}
            lng={lng}
            type={type}
            options={options.data}
            social={{ step: socialStep, error: socialError }}
            onRegistered={registered}
          />
        ) : options.error ? (
          <ErrorState compact pending={options.isValidating} onRetry={() => void options.mutate()} />
        ) : (
          <p className="muted" role="status">
            {t('loading')}
          </p>
        )}
      </div>
    </div>
  );
}

function Panel({
  lng,
  type,
  options,
  social,
  onRegistered,
}: {
  lng: string;
  type: RegistrationType;
  options: RegistrationOptions;
  social: { step: SocialStep | null; error: string | null };
  onRegistered: (userId: number) => void;
}) {
  switch (type) {
    case 'one_click':
      return <OneClickPanel options={options} onRegistered={onRegistered} />;
    case 'phone':
      return <PhonePanel lng={lng} options={options} onRegistered={onRegistered} />;
    case 'full':
      return <FullPanel options={options} onRegistered={onRegistered} />;
    case 'social':
      return <SocialPanel lng={lng} options={options} step={social.step} error={social.error} onRegistered={onRegistered} />;
    case 'pay-and-play':
      return <PayAndPlayPanel options={options} />;
  }
}
