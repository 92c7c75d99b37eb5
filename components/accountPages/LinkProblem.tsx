'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { LinkKind } from '@/lib/api/accountLinks/linkState';
import { FORGOT_PASSWORD_QUERY } from '@/lib/config/auth';
import { href } from '@/lib/routes/href';
import { AppLink as Link } from '@/components/ui/AppLink';
import { useAppSelector } from '@/store/hooks';
import { selectIsSignedIn } from '@/store/slices/app';
import { NextSteps } from './NextSteps';
import { RenewButton } from './RenewButton';
import { ResendConfirmation } from './ResendConfirmation';
import { StatusBlock } from './StatusBlock';

/** Why a link does not work now. */
export type Problem = 'missing' | 'invalid' | 'expired' | 'used';

/** The messages of each link's page (accountPages.<section>). */
export const SECTION = {
  'password-reset': 'reset',
  verify: 'verify',
  activate: 'activate',
  'activate-fast': 'activateFast',
  unsubscribe: 'unsubscribe',
} as const satisfies Record<LinkKind, string>;

/**
 * A link that cannot be used, said plainly, with the way on: a new reset link through the
 * forgot-password dialog, a new letter for an expired confirmation, sign-in or home otherwise.
 */
export function LinkProblem({ kind, problem, token }: { kind: LinkKind; problem: Problem; token: string }) {
  const t = useTranslations('accountPages');
  const lng = useLocale();
  const section = SECTION[kind];
  const title = t(`link.${problem}Title`);
  const text =
    problem === 'missing'
      ? t('link.missingText')
      : problem === 'invalid'
        ? kind === 'unsubscribe'
          ? t('unsubscribe.invalidText')
          : t('link.invalidText')
        : t(`${section as Exclude<typeof section, 'unsubscribe'>}.${problem}Text`);
  const renew = kind !== 'unsubscribe' && kind !== 'password-reset' && problem === 'expired';
  const forgot = kind === 'password-reset' && problem !== 'missing';
  // Signed in without a working link: the letter again (the backend knows which one waits).
  const signedIn = useAppSelector(selectIsSignedIn);
  const resend = signedIn && (kind === 'verify' || kind === 'activate' || kind === 'activate-fast') && (problem === 'missing' || problem === 'invalid');
  return (
    <>
      <StatusBlock tone="problem" title={title}>
        <p>{text}</p>
      </StatusBlock>
      <NextSteps>
        {forgot ? (
          <li>
            <Link kind="action" href={href(lng, 'home', {}, `${FORGOT_PASSWORD_QUERY}=1`)} className="btn btn--accent">
              {t('reset.forgot')}
            </Link>
          </li>
        ) : null}
        {renew ? <RenewButton kind={kind} token={token} /> : null}
        {resend ? <ResendConfirmation /> : null}
      </NextSteps>
    </>
  );
}
