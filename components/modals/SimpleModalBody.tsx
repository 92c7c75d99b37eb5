'use client';

import { useTranslations } from 'next-intl';
import type { ModalKind } from '@/lib/config/modals';
import type { ModalProps } from '@/store/slices/modals';

/** What the host gives every modal body. */
export interface ModalBodyProps {
  kind: ModalKind;
  /** The id the body puts on its heading: the dialog is labelled by it. */
  titleId: string;
  props?: ModalProps;
  /** Closes this modal, closable or not: a body's own buttons are always a way out. */
  onClose: () => void;
}

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
