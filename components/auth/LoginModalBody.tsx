'use client';

import { useTranslations } from 'next-intl';
import type { ModalBodyProps } from '@/components/ui/modalBody';
import { LoginForm } from './LoginForm';

/** The login modal (shell-and-routing.md §2 "login form"): the sign-in forms; `returnUrl` may come with it. */
export function LoginModalBody({ titleId, props }: ModalBodyProps) {
  const t = useTranslations('modals.login');
  const returnUrl = typeof props?.returnUrl === 'string' ? props.returnUrl : undefined;
  return (
    <>
      <h2 id={titleId} className="modal__title">
        {t('title')}
      </h2>
      <LoginForm returnUrl={returnUrl} />
    </>
  );
}
