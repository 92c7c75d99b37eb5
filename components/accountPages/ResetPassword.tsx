'use client';

import useSWR from 'swr';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { fetchLinkState, linkStateKey } from '@/lib/api/accountLinks/linkState';
import type { SignedInByLink } from '@/lib/api/accountLinks/resetWithLink';
import { ErrorState } from '@/components/ui/ErrorState';
import { LinkProblem } from './LinkProblem';
import { ResetForm } from './ResetForm';
import { SignedInNext } from './SignedInNext';
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
  return (
    <>
      <StatusBlock tone="done" title={t('reset.doneTitle')}>
        <p>{t('reset.doneText')}</p>
      </StatusBlock>
      <SignedInNext userId={account.user_id} termsChanged={account.terms_changed} />
    </>
  );
}
