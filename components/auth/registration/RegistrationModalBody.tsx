'use client';

import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { ModalBodyProps } from '@/components/ui/modalBody';
import { registrationTypeOf } from '@/lib/auth/registrationType';
import { href } from '@/lib/routes/href';
import { RegistrationForm } from './RegistrationForm';

/** Catches a failure inside the modal and hands over to `onError` (which leaves for the page). */
class ModalFallback extends Component<{ onError: (error: Error) => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[registration modal] ${error.message}`, info.componentStack);
    this.props.onError(error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The registration modal (shell-and-routing.md §2 kind `registration`): the form over the current page.
 * When it errors it falls back to the registration page (shell-and-routing.md §4). Props: `type`, a tab.
 */
export function RegistrationModalBody({ titleId, props, onClose }: ModalBodyProps) {
  const t = useTranslations('registration');
  const lng = useLocale();
  const type = registrationTypeOf(props?.type);
  return (
    <>
      <h2 id={titleId} className="modal__title">
        {t('title')}
      </h2>
      <ModalFallback
        onError={() => {
          onClose();
          window.location.assign(href(lng, 'registration', { type }));
        }}
      >
        <RegistrationForm lng={lng} initialType={type} onDone={onClose} />
      </ModalFallback>
    </>
  );
}
