'use client';

import { useEffect } from 'react';
import { AppLink as Link } from '@/components/ui/AppLink';
import { useLocale, useTranslations } from 'next-intl';

/** A page that failed to render: say so plainly, offer a retry and a way home. */
export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('error');
  const lng = useLocale();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main className="status-screen status-screen--standalone" role="alert">
      <h1 className="page-title">{t('title')}</h1>
      <p>{t('text')}</p>
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
