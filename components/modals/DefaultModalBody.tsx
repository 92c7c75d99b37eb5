'use client';

import { ForgotPasswordBody } from '@/components/auth/forgot/ForgotPasswordBody';
import { FORGOT_PASSWORD_CONTENT } from '@/components/auth/forgot/forgotPasswordModal';
import { SimpleModalBody, type ModalBodyProps } from './SimpleModalBody';

/**
 * The `default` kind: a plain message, or a dialog with no kind of its own in the spec's list,
 * named by `props.content` (the forgot-password flow).
 */
export function DefaultModalBody(props: ModalBodyProps) {
  if (props.props?.content === FORGOT_PASSWORD_CONTENT) return <ForgotPasswordBody {...props} />;
  return <SimpleModalBody {...props} />;
}
