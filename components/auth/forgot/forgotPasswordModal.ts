import { modalOpened } from '@/store/slices/modals';

/**
 * The forgot-password dialog is the modal host's `default` kind with this content: the spec's
 * list of modal kinds (shell-and-routing.md §2) has no forgot-password kind, and the host gives it focus
 * handling, Escape and stacking over an open login modal for free.
 */
export const FORGOT_PASSWORD_CONTENT = 'forgotPassword';

/** The action that opens the forgot-password dialog (for the login form's "Forgot password?"). */
export function forgotPasswordModalOpened() {
  return modalOpened({ kind: 'default', props: { content: FORGOT_PASSWORD_CONTENT } });
}
