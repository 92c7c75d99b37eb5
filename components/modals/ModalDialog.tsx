'use client';

import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useAppDispatch } from '@/store/hooks';
import { isClosable, modalClosed, topModalDismissed, type OpenModal } from '@/store/slices/modals';
import { MODAL_BODIES } from './registry';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[hidden]'));
}

/** One modal (shell-and-routing.md §2 "Modals"): focus kept inside, Escape and an outside press per its rules. */
export function ModalDialog({ modal }: { modal: OpenModal }) {
  const t = useTranslations('modals');
  const dispatch = useAppDispatch();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closable = isClosable(modal);
  const titleId = `${modal.id}-title`;
  const Body = MODAL_BODIES[modal.kind];

  // Focus moves in on open and back to what had it on close; the page under it does not scroll.
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog) (focusables(dialog)[0] ?? dialog).focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  useEffect(() => {
    if (!closable) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') dispatch(topModalDismissed());
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [closable, dispatch]);

  // Tab and Shift+Tab cycle inside the dialog.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = focusables(dialogRef.current);
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // Outside click: a press that starts on the backdrop itself (a drag out of the dialog is not one).
  // Its default is prevented so focus stays in the dialog, or goes back to the opener on close.
  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    event.preventDefault();
    dispatch(topModalDismissed());
  };

  const close = () => dispatch(modalClosed({ id: modal.id }));

  return (
    <div className="modal-backdrop" data-closable={closable} onMouseDown={onBackdropMouseDown}>
      <div
        ref={dialogRef}
        className="modal"
        data-kind={modal.kind}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <Body kind={modal.kind} titleId={titleId} props={modal.props} onClose={close} />
        {closable ? (
          <button type="button" className="modal__close" aria-label={t('close')} onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
    </div>
  );
}
