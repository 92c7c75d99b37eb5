'use client';

import { useEffect, useId, useRef } from 'react';
import { useTranslations } from 'next-intl';

/**
 * A dialog whose body or words could not load (a dropped connection): it says so in the shell's
 * words (the dialogs' own may be what failed) and offers to try again or close.
 */
export function ModalLoadError({ onRetry, onClose }: { onRetry: () => void; onClose: () => void }) {
  const t = useTranslations('states');
  const textId = useId();
  const retryRef = useRef<HTMLButtonElement>(null);
  useEffect(() => retryRef.current?.focus(), []);
  return (
    <div className="modal-backdrop">
      <div className="modal" role="alertdialog" aria-modal="true" aria-labelledby={textId}>
        <p id={textId}>{t('error')}</p>
        <div className="modal__actions">
          <button ref={retryRef} type="button" className="btn btn--accent" onClick={onRetry}>
            {t('retry')}
          </button>
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {t('close')}
          </button>
        </div>
      </div>
    </div>
  );
}
