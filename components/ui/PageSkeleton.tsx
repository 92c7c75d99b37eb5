import { useTranslations } from 'next-intl';

/** How many block placeholders the generic page skeleton shows. */
const PAGE_SKELETON_BLOCKS = 3;

/**
 * A page of the main layout while its content loads: a title and a few blocks, the shape most
 * pages have. Announced as busy, its shapes hidden from screen readers.
 */
export function PageSkeleton() {
  const t = useTranslations('states');
  return (
    <div className="page-skeleton" role="status" aria-busy="true" aria-label={t('loading')}>
      <span className="skeleton-line skeleton-line--title" aria-hidden="true" />
      {Array.from({ length: PAGE_SKELETON_BLOCKS }, (_, index) => (
        <div key={index} className="skeleton-panel" aria-hidden="true" />
      ))}
    </div>
  );
}
