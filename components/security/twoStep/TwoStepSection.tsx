'use client';

import { useId, useState } from 'react';
import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/http';
import { startTwoFactorSetup, type TwoFactorSetup } from '@/lib/api/twoFactor/setup';
import { fetchTwoFactorStatus, twoFactorStatusKey } from '@/lib/api/twoFactor/status';
import { ErrorState } from '@/components/ui/ErrorState';
import { useConfigRefresh } from '../useConfigRefresh';
import { EnabledPanel } from './EnabledPanel';
import { RecoveryCodes } from './RecoveryCodes';
import { SetupPanel } from './SetupPanel';
import '@/app/styles/twoStep.css';

/**
 * Two-step sign-in with an authenticator app (TOTP), on the security page (docs/two-factor-api.md):
 * off → "turn on" → the QR code and key → the first code → the recovery codes once → on, with new
 * codes and turning off. The status comes by SWR; the steps between are this section's own state.
 */
export function TwoStepSection() {
  const t = useTranslations('twoFactor');
  const id = useId();
  const { data, error, mutate, isValidating } = useSWR(twoFactorStatusKey, fetchTwoFactorStatus);
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [starting, setStarting] = useState(false);
  const [note, setNote] = useState<'turnedOff' | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  // protection_methods.enable_two_factor_auth changes with the app: the shell's user config (and the
  // page's protection level, which follows it) is read again.
  const refreshConfig = useConfigRefresh();

  const start = async () => {
    setStarting(true);
    setNote(null);
    setStartError(null);
    try {
      setSetup(await startTwoFactorSetup());
    } catch (failure) {
      const code = failure instanceof ApiError ? failure.code : null;
      setStartError(code === 'two_factor_enabled' ? t('errors.two_factor_enabled') : t('errors.generic'));
      void mutate();
    } finally {
      setStarting(false);
    }
  };

  let body;
  if (codes) {
    body = (
      <RecoveryCodes
        codes={codes}
        onDone={() => {
          setCodes(null);
          void mutate();
        }}
      />
    );
  } else if (setup) {
    body = (
      <SetupPanel
        setup={setup}
        onCancel={() => setSetup(null)}
        onEnabled={(made) => {
          setSetup(null);
          setCodes(made);
          void mutate();
          void refreshConfig();
        }}
      />
    );
  } else if (error && !data) {
    body = <ErrorState onRetry={() => void mutate()} pending={isValidating} compact />;
  } else if (!data) {
    body = (
      <p className="muted" role="status" aria-busy="true">
        {t('loading')}
      </p>
    );
  } else if (data.enabled) {
    body = (
      <EnabledPanel
        status={data}
        onNewCodes={setCodes}
        onTurnedOff={(status) => {
          setNote('turnedOff');
          void mutate(status, { revalidate: false });
          void refreshConfig();
        }}
      />
    );
  } else {
    body = (
      <>
        <p className="two-step__text">{t('lead')}</p>
        {startError ? (
          <p className="two-step-field__error" role="alert">
            {startError}
          </p>
        ) : null}
        <div className="two-step__actions">
          <button type="button" className="btn btn--accent" onClick={() => void start()} disabled={starting} aria-busy={starting || undefined}>
            {starting ? t('starting') : t('turnOn')}
          </button>
        </div>
      </>
    );
  }

  const state = data ? (data.enabled ? 'on' : 'off') : null;
  return (
    <section className="two-step" aria-labelledby={`${id}-title`} data-state={state ?? 'loading'}>
      <div className="two-step__head">
        <h2 id={`${id}-title`} className="two-step__title">
          {t('title')}
        </h2>
        {state ? <span className={`two-step__badge two-step__badge--${state}`}>{state === 'on' ? t('stateOn') : t('stateOff')}</span> : null}
      </div>
      {note === 'turnedOff' && data && !data.enabled ? (
        <p className="two-step__text" role="status">
          {t('turnedOff')}
        </p>
      ) : null}
      {body}
    </section>
  );
}
