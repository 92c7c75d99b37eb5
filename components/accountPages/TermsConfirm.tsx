'use client';

import useSWR from 'swr';
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { confirmTerms } from '@/lib/api/confirmTerms';
import { fetchTermsStatus, termsStatusKey } from '@/lib/api/termsStatus';
import { href } from '@/lib/routes/href';
import { AppLink as Link } from '@/components/ui/AppLink';
import { ErrorState } from '@/components/ui/ErrorState';
import { useAppDispatch } from '@/store/hooks';
import { termsStatusReceived } from '@/store/slices/app';
import { NextSteps } from './NextSteps';
import { StatusBlock } from './StatusBlock';

type Step = 'idle' | 'pending' | 'failed' | 'done';

/**
 * `confirm`, the page the "terms changed" letter links to (shell-and-routing.md §2 empty layout, §4
 * terms): it needs a sign-in (the route's access), shows whether anything is to accept, accepts the
 * terms as confirm-terms does and then stays, saying what comes next.
 */
export function TermsConfirm() {
  const t = useTranslations('accountPages.confirm');
  const lng = useLocale();
  const dispatch = useAppDispatch();
  const [step, setStep] = useState<Step>('idle');
  const { data, error, mutate, isValidating } = useSWR(termsStatusKey, () => fetchTermsStatus(), { revalidateOnFocus: false });

  const accept = async () => {
    setStep('pending');
    try {
      await confirmTerms();
    } catch {
      setStep('failed');
      return;
    }
    // The shell's terms watch stops asking the player to accept (store/listeners/terms.ts).
    dispatch(termsStatusReceived({ changed: false, updatedAt: null }));
    setStep('done');
  };

  if (step === 'done' || (data && !data.result)) {
    return (
      <>
        <StatusBlock tone="done" title={step === 'done' ? t('doneTitle') : t('alreadyTitle')}>
          <p>{step === 'done' ? t('doneText') : t('alreadyText')}</p>
        </StatusBlock>
        <NextSteps signedIn />
      </>
    );
  }
  if (error && !data) return <ErrorState onRetry={() => void mutate()} pending={isValidating} />;
  if (!data) {
    return (
      <p className="muted" role="status" aria-busy="true">
        {t('loading')}
      </p>
    );
  }
  return (
    <>
      <StatusBlock tone="info" title={t('changedTitle')}>
        <p>{t('lead')}</p>
        <p>
          <Link kind="footer" href={href(lng, 'rules', { ruleGroup: '1' })}>
            {t('rules')}
          </Link>
        </p>
      </StatusBlock>
      {step === 'failed' ? (
        <p className="account-link__error" role="alert">
          {t('failed')}
        </p>
      ) : null}
      <div>
        <button type="button" className="btn btn--accent" disabled={step === 'pending'} aria-busy={step === 'pending' || undefined} onClick={() => void accept()}>
          {step === 'pending' ? t('accepting') : t('accept')}
        </button>
      </div>
    </>
  );
}
