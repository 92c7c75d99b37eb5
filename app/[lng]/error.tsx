'use client';

import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { reloadAfterChunkFailure } from '@/components/shell/chunkReload';
import type { RemoteFragmentProps } from '@/components/fragments/RemoteFragment';
import { localizedPath } from '@/lib/routes/localized';

// The error page is a client entry of its own beside the layouts', and the bundler gave it its
// own copy of every module it shared with the main layout only (the fragment and next/link, in
// every first load). So it imports only what the root layout loads
// anyway, and the fragment's code comes when an error page is shown. A fragment chunk that cannot
// load leaves no fragment, never a broken page: the retry and the way home do not depend on it.
const RemoteFragment = lazy<ComponentType<RemoteFragmentProps>>(() =>
  import('@/components/fragments/RemoteFragment').then(
    (m) => ({ default: m.RemoteFragment }),
    () => ({ default: () => null }),
  ),
);

/** The status a page error carries (a fragment status error, shell-and-routing.md §8); 500 for any other. */
function statusOf(error: Error): number {
  const status = (error as Error & { status?: unknown }).status;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}

/**
 * A page that failed to render: say so plainly, show the error-page fragment (shell-and-routing.md §2), and
 * offer a retry and a way home that never depend on the fragment.
 */
export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('error');
  const lng = useLocale();
  useEffect(() => {
    console.error(error);
    // A page whose script chunk failed to load reloads, at most once per 60 s (shell-and-routing.md §8).
    reloadAfterChunkFailure(error);
  }, [error]);
  return (
    <main className="status-screen status-screen--standalone">
      <div role="alert">
        <h1 className="page-title">{t('title')}</h1>
        <p>{t('text')}</p>
      </div>
      <div className="status-screen__fragment">
        <Suspense fallback={null}>
          {/* A status error here shows the error block: raising it would replace the error page. */}
          <RemoteFragment name="error-page" status={statusOf(error)} onStatusError="block" skeletonLines={2} />
        </Suspense>
      </div>
      <div className="status-screen__actions">
        <button type="button" className="btn btn--accent" onClick={reset}>
          {t('retry')}
        </button>
        {/* A full load, not a client navigation: after a failed render the home page starts afresh. */}
        <a href={localizedPath(lng)} className="btn btn--ghost">
          {t('home')}
        </a>
      </div>
    </main>
  );
}
