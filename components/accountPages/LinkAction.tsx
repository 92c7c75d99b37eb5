'use client';

import useSWR from 'swr';
import { useLocale, useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/http';
import { openLink, openLinkKey, type ActionLinkKind, type LinkUsed } from '@/lib/api/accountLinks/openLink';
import { ErrorState } from '@/components/ui/ErrorState';
import { useAppSelector } from '@/store/hooks';
import { selectIsSignedIn } from '@/store/slices/app';
import { LinkProblem, type Problem } from './LinkProblem';
import { NextSteps } from './NextSteps';
import { SignedInNext } from './SignedInNext';
import { StatusBlock } from './StatusBlock';

const PROBLEMS: Record<string, Problem> = { link_invalid: 'invalid', link_expired: 'expired', link_used: 'used' };

/** A link's own failure (the page words it), or null for a fault to retry. */
function problemOf(error: unknown): Problem | null {
  return error instanceof ApiError && error.code !== null ? (PROBLEMS[error.code] ?? null) : null;
}

/**
 * A link that does its job as the page opens: confirms the e-mail, activates (fast: and signs in)
 * or stops the newsletter, once per page view (never again on focus), then says what happened.
 */
export function LinkAction({ kind, token }: { kind: ActionLinkKind; token: string }) {
  const t = useTranslations('accountPages');
  const lng = useLocale();
  const { data, error, mutate, isValidating } = useSWR(token ? openLinkKey(kind, token) : null, () => openLink(kind, token, lng), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
  if (!token) return <LinkProblem kind={kind} problem="missing" token="" />;
  if (error && !data) {
    const problem = problemOf(error);
    if (problem) return <LinkProblem kind={kind} problem={problem} token={token} />;
    return <ErrorState onRetry={() => void mutate()} pending={isValidating} />;
  }
  if (!data) {
    return (
      <p className="muted" role="status" aria-busy="true">
        {t('working')}
      </p>
    );
  }
  if (kind === 'activate-fast') return <FastActivated used={data} />;
  return <Done kind={kind} />;
}

function Done({ kind }: { kind: Exclude<ActionLinkKind, 'activate-fast'> }) {
  const t = useTranslations('accountPages');
  const inside = useAppSelector(selectIsSignedIn);
  const section = kind === 'verify' ? 'verify' : kind === 'activate' ? 'activate' : 'unsubscribe';
  return (
    <>
      <StatusBlock tone="done" title={t(`${section}.doneTitle`)}>
        <p>{kind === 'activate' && inside ? t('activate.doneSignedIn') : t(`${section}.doneText`)}</p>
      </StatusBlock>
      <NextSteps />
    </>
  );
}

/**
 * Activated and signed in by the link: the site learns of the session when the player goes on
 * (a full page load, as after a registration), so this page can still say what happened.
 */
function FastActivated({ used }: { used: LinkUsed }) {
  const t = useTranslations('accountPages');
  return (
    <>
      <StatusBlock tone="done" title={t('activateFast.doneTitle')}>
        <p>{t('activateFast.doneText', { login: used.login ?? '' })}</p>
      </StatusBlock>
      {used.user_id === undefined ? <NextSteps /> : <SignedInNext userId={used.user_id} termsChanged={used.terms_changed} />}
    </>
  );
}
