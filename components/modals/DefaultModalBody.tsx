'use client';

import { lazy } from 'react';
import { FORGOT_PASSWORD_CONTENT } from '@/components/auth/forgot/forgotPasswordModal';
import type { ModalBodyProps } from '@/components/ui/modalBody';
import { OnDemandMessages } from '@/components/ui/OnDemandMessages';
import { SimpleModalBody } from './SimpleModalBody';
import { loadForgotPasswordBody } from '@/components/auth/forgot/loadForgotPasswordBody';

// Loaded on demand like the other form bodies (components/auth/loaders.ts); it suspends up to the host.
const ForgotPasswordBody = lazy(() => loadForgotPasswordBody().then((Body) => ({ default: Body })));

/**
 * The `default` kind: a plain message, or a dialog with no kind of its own in the spec's list,
 * named by `props.content` (the forgot-password flow).
 */
export function DefaultModalBody(props: ModalBodyProps) {
  if (props.props?.content === FORGOT_PASSWORD_CONTENT) {
    // The body's chunk and its words load together; both suspend up to the host.
    loadForgotPasswordBody().catch(() => undefined);
    return (
      <OnDemandMessages name="authForms">
        <ForgotPasswordBody {...props} />
      </OnDemandMessages>
    );
  }
  return <SimpleModalBody {...props} />;
}
