import { useTranslations } from 'next-intl';

/**
 * The loading skeleton of a remote fragment (shell-and-routing.md §2): grey lines where the content will be,
 * announced as busy. Used by the server footer (while it streams) and by RemoteFragment.
 */
export function FragmentSkeleton({ lines = 3 }: { lines?: number }) {
  const t = useTranslations('fragments');
  return (
    <div className="fragment-skeleton" role="status" aria-busy="true" aria-label={t('loading')}>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="fragment-skeleton__line" />
      ))}
    </div>
  );
}
