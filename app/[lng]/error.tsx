'use client';

import { useEffect } from 'react';
import { AppLink as Link } from '@/components/ui/AppLink';
import { useLocale, useTranslations } from 'next-intl';
import { reloadAfterChunkFailure } from '@/components/shell/chunkReload';
import { RemoteFragment } from '@/components/fragments/RemoteFragment';

/** The status a page error carries (a fragment status error, shell spec §8); 500 for any other. */
function statusOf(error: Error): number {
  const status = (error as Error & { status?: unknown }).status;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}

/**
 * A page that failed to render: say so plainly, show the error-page fragment (shell spec §2), and
 * offer a retry and a way home that never depend on the fragment.
 */
export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('error');
  const lng = useLocale();
  useEffect(() => {
    console.error(error);
    // A page whose script chunk failed to load reloads, at most once per 60 s (shell spec §8).
    reloadAfterChunkFailure(error);
  }, [error]);
  return (
    <main className="status-screen status-screen--standalone">
      <div role="alert">
        <h1 className="page-title">{t('title')}</h1>
        <p>{t('text')}</p>
      </div>
      <div className="status-screen__fragment">
        {/* A status error here shows the error block: raising it would replace the error page. */}
        <RemoteFragment name="error-page" status={statusOf(error)} onStatusError="block" skeletonLines={2} />
      </div>
      <div className="status-screen__actions">
        <button type="button" className="btn btn--accent" onClick={reset}>
          {t('retry')}
        </button>
        <Link href={`/${lng}`} className="btn btn--ghost">
          {t('home')}
        </Link>
      </div>
    </main>
  );
}
