'use client';

import { useTranslations } from 'next-intl';
import type { ModalBodyProps } from '@/components/ui/modalBody';

export type { ModalBodyProps };

/** A title, a text and one button that closes: the body every kind has until its own arrives. */
export function SimpleModalBody({ kind, titleId, onClose }: ModalBodyProps) {
  const t = useTranslations('modals');
  return (
    <>
      <h2 id={titleId} className="modal__title">
        {t(`${kind}.title`)}
      </h2>
      <p className="modal__text">{t(`${kind}.text`)}</p>
      <div className="modal__actions">
        <button type="button" className="btn btn--accent modal__action" onClick={onClose}>
          {t(`${kind}.action`)}
        </button>
      </div>
    </>
  );
}
