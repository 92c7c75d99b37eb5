'use client';

import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslations } from 'next-intl';
import '@/app/styles/limits.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const focusables = (root: HTMLElement) => Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));

/**
 * A dialog of the responsible-gaming page (the cancel confirmation, the questions, the captcha, the
 * block and self-exclusion confirmations), built like the site's modals (components/modals/
 * ModalDialog.tsx, the same classes): focus moves in and stays, Escape, a press outside or × close
 * it, focus goes back to what opened it. It holds callbacks of the page, so it is the page's own
 * rather than a kind of the store's modal host.
 */
export function LimitDialog({
  title,
  onClose,
  children,
  busy = false,
  tone,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** While a call it started runs, it stays open. */
  busy?: boolean;
  /** A dialog for something that cannot be undone. */
  tone?: 'danger';
}) {
  const t = useTranslations('responsible');
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  const closing = useRef(busy);
  useEffect(() => {
    close.current = onClose;
    closing.current = busy;
  });

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog) (dialog.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(dialog)[0] ?? dialog).focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !closing.current) close.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = focusables(dialogRef.current);
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return event.preventDefault();
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onBackdrop = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    event.preventDefault();
    if (!busy) onClose();
  };

  return createPortal(
    <div className="modal-backdrop" data-closable={!busy} onMouseDown={onBackdrop}>
      <div
        ref={dialogRef}
        className="modal limit-dialog"
        data-tone={tone}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        {children}
        <button type="button" className="modal__close" aria-label={t('dialogClose')} onClick={onClose} disabled={busy}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>,
    document.body,
  );
}
