'use client';

import { Suspense, useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { COOKIE } from '@/lib/config/cookies';
import { CONSENT_COOKIE_MAX_AGE_S } from '@/lib/config/consent';
import { COOKIE_AGREE_TIME_STORAGE_KEY } from '@/lib/config/session';
import type { AgreeType } from '@/lib/consent/consent';
import { writeCookie } from '@/lib/consent/browserCookie';
import { logCookieAgreement } from '@/lib/api/cookieAgreement';
import { AppLink } from '@/components/ui/AppLink';
import { ErrorState } from '@/components/ui/ErrorState';
import { LoadBoundary } from '@/components/ui/LoadBoundary';
import { lazyWithRetry } from '@/components/ui/lazyWithRetry';
import { useAppDispatch, useAppSelector, useAppStore } from '@/store/hooks';
import { rememberPreferences } from '@/store/preferences';
import { cookiesAgreed, selectCookiesAgreeType, selectIsSignedIn } from '@/store/slices/app';

const loadOptions = () => import('./ConsentOptions').then((m) => m.ConsentOptions);
// The customise view comes when a visitor points at it or asks for it (docs/decisions/on-demand-parts.md). A
// preload that fails is tried again on the press, which shows a retry if it fails too.
const ConsentOptions = lazyWithRetry(loadOptions);
const preloadOptions = () => void loadOptions().catch(() => undefined);

/**
 * The cookie consent (shell-and-routing.md §4): a main view (text, link, customise, accept all) and a
 * customise view (ConsentOptions.tsx, loaded on demand; a failed load says so with a retry).
 * The agree time is logged for players and kept locally for guests until they sign in.
 * `policyHref`: the cookie policy's page, given by the layout (the banner's script carries no route table).
 */
export function CookieConsent({ policyHref }: { policyHref: string }) {
  const t = useTranslations('consent');
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const agreed = useAppSelector(selectCookiesAgreeType);
  const signedIn = useAppSelector(selectIsSignedIn);
  const [view, setView] = useState<'main' | 'customise'>('main');
  const titleId = useId();
  if (agreed !== null) return null;

  const agree = (type: AgreeType) => {
    writeCookie(COOKIE.cookiesAgreeType, type, type, CONSENT_COOKIE_MAX_AGE_S);
    dispatch(cookiesAgreed(type));
    // Settings changed before the answer were kept for this page only; now they may be remembered.
    rememberPreferences(store);
    const at = new Date().toISOString();
    if (signedIn) {
      logCookieAgreement(at).catch((error: unknown) =>
        console.error(`[cookie agreement] ${error instanceof Error ? error.message : String(error)}`),
      );
    } else {
      window.localStorage.setItem(COOKIE_AGREE_TIME_STORAGE_KEY, at);
    }
  };

  const acceptAll = (
    <button type="button" className="btn btn--accent" onClick={() => agree('ALL')}>
      {t('acceptAll')}
    </button>
  );

  return (
    <section className="consent" role="region" aria-labelledby={titleId}>
      <h2 id={titleId} className="consent__title">
        {t('title')}
      </h2>
      {view === 'main' ? (
        <>
          <p className="consent__text">
            {t('text')}{' '}
            <AppLink kind="footer" href={policyHref}>
              {t('policy')}
            </AppLink>
          </p>
          <div className="consent__actions">
            <button type="button" className="btn btn--ghost" onClick={() => setView('customise')} onPointerEnter={preloadOptions} onFocus={preloadOptions}>
              {t('customise')}
            </button>
            {acceptAll}
          </div>
        </>
      ) : (
        <LoadBoundary fallback={(retry) => <ErrorState compact onRetry={retry} />}>
          <Suspense fallback={null}>
            <ConsentOptions onBack={() => setView('main')} onAgree={agree} acceptAll={acceptAll} />
          </Suspense>
        </LoadBoundary>
      )}
    </section>
  );
}
