'use client';

import { useTranslations } from 'next-intl';
import { RENDER_FAULT_ATTRIBUTE } from '@/lib/config/cachedPages.mjs';

/**
 * A block that could not load: a clear message and a retry. The texts default to the generic
 * ones; a block with texts of its own (remote fragments) passes them in.
 */
export function ErrorState({
  onRetry,
  pending = false,
  compact = false,
  text,
  hint,
  retryLabel,
  serverFault = false,
}: {
  onRetry: () => void;
  pending?: boolean;
  compact?: boolean;
  text?: string;
  hint?: string;
  retryLabel?: string;
  /** Rendered on the server because the backend failed: such a page is never kept in the page cache. */
  serverFault?: boolean;
}) {
  const t = useTranslations('states');
  return (
    <div
      className={compact ? 'error-state error-state--compact' : 'error-state'}
      role="alert"
      {...(serverFault ? { [RENDER_FAULT_ATTRIBUTE]: '' } : {})}
    >
      <p>{text ?? t('error')}</p>
      {hint ? <p className="muted">{hint}</p> : null}
      <button type="button" className="btn btn--ghost" onClick={onRetry} disabled={pending}>
        {pending ? t('loading') : (retryLabel ?? t('retry'))}
      </button>
    </div>
  );
}
