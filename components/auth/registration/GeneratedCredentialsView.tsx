'use client';

import { useEffect, useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { GeneratedCredentials } from '@/lib/api/registration';
import { useAppDispatch } from '@/store/hooks';
import { registrationProcessChanged } from '@/store/slices/app';
import '@/app/styles/registration.css';

type CopyState = 'idle' | 'copied' | 'failed';

/** Offers a text as a file download (no server round trip: the password never leaves the page). */
function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * After one-click (or pay and play) registration: the generated login and password, shown once
 * (the backend keeps only a hash), with copy and save actions; "Continue" moves the signed-in
 * player on.
 */
export function GeneratedCredentialsView({ credentials, onContinue }: { credentials: GeneratedCredentials; onContinue: () => void }) {
  const t = useTranslations('registration.oneClick');
  const dispatch = useAppDispatch();
  const [copy, setCopy] = useState<CopyState>('idle');
  const [saved, setSaved] = useState(false);
  const titleId = useId();

  // While the credentials are on screen the player is signed in but has not moved on: the page
  // must not be swapped under them before they are saved (isRegistrationProcess, shell-and-routing.md §3).
  useEffect(() => {
    dispatch(registrationProcessChanged(true));
    return () => void dispatch(registrationProcessChanged(false));
  }, [dispatch]);
  const text = t('fileText', { login: credentials.login, password: credentials.password, site: window.location.origin });

  const copyToClipboard = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <section className="auth-credentials" aria-labelledby={titleId}>
      <h3 id={titleId} className="auth-credentials__title">
        {t('doneTitle')}
      </h3>
      <p>{t('doneText')}</p>
      <dl className="auth-credentials__list">
        <div>
          <dt>{t('login')}</dt>
          <dd>{credentials.login}</dd>
        </div>
        <div>
          <dt>{t('password')}</dt>
          <dd>{credentials.password}</dd>
        </div>
      </dl>
      <div className="auth-credentials__actions">
        <button type="button" className="btn btn--ghost" onClick={() => void copyToClipboard()}>
          {t('copy')}
        </button>
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => {
            download(t('fileName', { login: credentials.login }), text);
            setSaved(true);
          }}
        >
          {t('save')}
        </button>
      </div>
      <p className="auth-credentials__status" role="status">
        {copy === 'copied' ? t('copied') : copy === 'failed' ? t('copyFailed') : saved ? t('saved') : ''}
      </p>
      <button type="button" className="btn btn--accent btn--large" onClick={onContinue}>
        {t('continue')}
      </button>
    </section>
  );
}
