'use client';

import { useEffect, useRef, type RefObject } from 'react';
import { useTranslations } from 'next-intl';
import { lazyWithRetry } from '@/components/ui/lazyWithRetry';
import { loadLoginForm } from './loaders';
import '@/app/styles/login.css';

// On demand (loaders.ts). It suspends this whole dropdown, up to LoginEntry's Suspense, so the
// effect below runs once the form is there and can focus its first field.
const LoginForm = lazyWithRetry(loadLoginForm);

/**
 * The sign-in forms under the header's "Log in": the first field takes focus; Escape closes and
 * gives focus back to the link, a press outside closes.
 */
export function LoginDropdown({
  boxId,
  linkRef,
  onClose,
}: {
  boxId: string;
  linkRef: RefObject<HTMLAnchorElement | null>;
  onClose: () => void;
}) {
  const t = useTranslations('auth');
  const boxRef = useRef<HTMLDivElement>(null);
  const titleId = `${boxId}-title`;

  useEffect(() => {
    boxRef.current?.querySelector<HTMLElement>('input, select, button')?.focus();
    const close = (returnFocus: boolean) => {
      onClose();
      if (returnFocus) linkRef.current?.focus();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!boxRef.current?.contains(target) && !linkRef.current?.contains(target)) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [linkRef, onClose]);

  return (
    <div ref={boxRef} id={boxId} className="login-dropdown" role="dialog" aria-labelledby={titleId}>
      <h2 id={titleId} className="login-dropdown__title">
        {t('entry.dialog')}
      </h2>
      <LoginForm onLeave={onClose} />
    </div>
  );
}
