'use client';

import useSWR from 'swr';
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { fetchLinkState, linkStateKey } from '@/lib/api/accountLinks/linkState';
import type { SignedInByLink } from '@/lib/api/accountLinks/resetWithLink';
import { href } from '@/lib/routes/href';
import { ErrorState } from '@/components/ui/ErrorState';
import { useAppDispatch, useFeatureListeners } from '@/store/hooks';
import { addAuthListeners, signedIn } from '@/store/listeners/auth';
import { LinkProblem } from './LinkProblem';
import { ResetForm } from './ResetForm';
import { StatusBlock } from './StatusBlock';

/**
 * `user/passwordreset?token=…` (limits-coupon-auth.md §4 forgot password, by link): the link is
 * checked without being spent, then the new password twice; an expired or used link says so and
 * offers a new one through the forgot-password dialog.
 */
export function ResetPassword({ token }: { token: string }) {
  const t = useTranslations('accountPages');
  const [done, setDone] = useState<SignedInByLink | null>(null);
  const [spent, setSpent] = useState<'expired' | 'used' | 'invalid' | null>(null);
  const { data, error, mutate, isValidating } = useSWR(token && !done ? linkStateKey('password-reset', token) : null, () =>
    fetchLinkState('password-reset', token),
  );
  if (done) return <ResetDone account={done} />;
  if (!token) return <LinkProblem kind="password-reset" problem="missing" token="" />;
  const state = spent ?? data;
  if (state && state !== 'valid') return <LinkProblem kind="password-reset" problem={state} token={token} />;
  if (error && !data) return <ErrorState onRetry={() => void mutate()} pending={isValidating} />;
  if (!data) {
    return (
      <p className="muted" role="status" aria-busy="true">
        {t('loading')}
      </p>
    );
  }
  return <ResetForm token={token} onDone={setDone} onLinkProblem={setSpent} />;
}

/**
 * The password is changed and this browser signed in: the site learns of the session when the
 * player goes on (a full page load, as after a registration), so the page can say what happened.
 */
function ResetDone({ account }: { account: SignedInByLink }) {
  const t = useTranslations('accountPages');
  const lng = useLocale();
  const dispatch = useAppDispatch();
  useFeatureListeners(addAuthListeners);
  const go = (returnUrl: string) => dispatch(signedIn({ userId: account.user_id, returnUrl, termsChanged: account.terms_changed }));
  return (
    <>
      <StatusBlock tone="done" title={t('reset.doneTitle')}>
        <p>{t('reset.doneText')}</p>
      </StatusBlock>
      <ul className="account-link__next">
        <li>
          <button type="button" className="btn btn--accent" onClick={() => go(href(lng, 'home'))}>
            {t('continue')}
          </button>
        </li>
        <li>
          <button type="button" className="btn btn--ghost" onClick={() => go(href(lng, 'officeAccount'))}>
            {t('office')}
          </button>
        </li>
      </ul>
    </>
  );
}
