'use client';

import { addListener } from '@reduxjs/toolkit';
import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { href } from '@/lib/routes/href';
import { AppLink as Link } from '@/components/ui/AppLink';
import { useAppDispatch, useAppSelector, useFeatureListeners } from '@/store/hooks';
import { addTermsListeners, termsConfirmFailed, termsConfirmRequested } from '@/store/listeners/terms';

type Status = 'idle' | 'pending' | 'failed';

/**
 * The confirm-terms page (shell-and-routing.md §4): the terms changed, a link to read them and a button to
 * accept them. Where the player goes next (back to the returnUrl, or home when nothing is to
 * accept) is the terms listener's business; the page only asks and shows a failure.
 */
export function ConfirmTermsScreen({ lng }: { lng: string }) {
  const t = useTranslations('terms');
  const format = useFormatter();
  const dispatch = useAppDispatch();
  // The button's listener is in before the player can press it, whether or not the session's
  // check has brought the terms listeners yet (store/listeners/termsStart.ts).
  useFeatureListeners(addTermsListeners);
  const updatedAt = useAppSelector((state) => state.app.userTermsChangedUpdatedAt);
  const [status, setStatus] = useState<Status>('idle');

  // The failure is an action, not state: the page listens for it while it is shown.
  useEffect(
    () => dispatch(addListener({ actionCreator: termsConfirmFailed, effect: () => setStatus('failed') })),
    [dispatch],
  );

  const published = updatedAt !== null && !Number.isNaN(Date.parse(updatedAt)) ? new Date(updatedAt) : null;

  return (
    <div className="route-screen">
      <h1 className="page-title">{t('title')}</h1>
      <div className="info-page">
        <p>{t('text')}</p>
        {published ? <p className="muted">{t('updatedAt', { date: format.dateTime(published, { dateStyle: 'long' }) })}</p> : null}
        <p>
          <Link kind="footer" href={href(lng, 'rules', { ruleGroup: '1' })}>{t('rulesLink')}</Link>
        </p>
      </div>
      {status === 'failed' ? (
        <div className="error-state error-state--compact" role="alert">
          <p>{t('information_confirm_terms_error')}</p>
        </div>
      ) : null}
      <div>
        <button
          type="button"
          className="btn btn--accent"
          disabled={status === 'pending'}
          aria-busy={status === 'pending'}
          onClick={() => {
            setStatus('pending');
            dispatch(termsConfirmRequested());
          }}
        >
          {t('accept')}
        </button>
      </div>
    </div>
  );
}
