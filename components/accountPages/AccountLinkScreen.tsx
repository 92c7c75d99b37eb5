'use client';

import { Suspense } from 'react';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { LinkAction } from './LinkAction';
import { ResetPassword } from './ResetPassword';
import { TermsConfirm } from './TermsConfirm';
import '@/app/styles/account-pages.css';

/**
 * The pages a letter links to (docs/account-links-api.md): password reset, account verification,
 * activation (`type` activatefast signs in too), the newsletter, terms confirmation. Each says
 * what happened and what to do next.
 */
export function AccountLinkScreen({ route, type }: { route: string; type?: string }) {
  const t = useTranslations('accountPages');
  return (
    <div className="account-link">
      <Suspense fallback={<p className="muted" role="status">{t('loading')}</p>}>
        <LinkPage route={route} type={type} />
      </Suspense>
    </div>
  );
}

function LinkPage({ route, type }: { route: string; type?: string }) {
  const token = useSearchParams().get('token')?.trim() ?? '';
  switch (route) {
    case 'passwordReset':
      return <ResetPassword token={token} />;
    case 'accountVerify':
      return <LinkAction kind="verify" token={token} />;
    case 'activateFast':
      return <LinkAction kind={type === 'activatefast' ? 'activate-fast' : 'activate'} token={token} />;
    case 'stopNewsletter':
      return <LinkAction kind="unsubscribe" token={token} />;
    case 'confirm':
      return <TermsConfirm />;
    default:
      return null;
  }
}
