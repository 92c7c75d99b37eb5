'use client';

import { useTranslations } from 'next-intl';

/** The page while the limits load: the shapes of its sections, announced as busy. */
export function LimitsSkeleton() {
  const t = useTranslations('responsible');
  return (
    <div className="page-skeleton limits-skeleton" role="status" aria-busy="true" aria-label={t('loading')}>
      <span className="skeleton-line skeleton-line--short" aria-hidden="true" />
      {[0, 1, 2].map((index) => (
        <div key={index} className="skeleton-panel" aria-hidden="true" />
      ))}
    </div>
  );
}
