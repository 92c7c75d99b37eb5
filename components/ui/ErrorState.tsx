'use client';

import { useTranslations } from 'next-intl';

/** A block that could not load: a clear message and a retry. */
export function ErrorState({
  onRetry,
  pending = false,
  compact = false,
}: {
  onRetry: () => void;
  pending?: boolean;
  compact?: boolean;
}) {
  const t = useTranslations('states');
  return (
    <div className={compact ? 'error-state error-state--compact' : 'error-state'} role="alert">
      <p>{t('error')}</p>
      <button type="button" className="btn btn--ghost" onClick={onRetry} disabled={pending}>
        {pending ? t('loading') : t('retry')}
      </button>
    </div>
  );
}
