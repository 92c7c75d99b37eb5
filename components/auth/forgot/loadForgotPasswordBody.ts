import type { ComponentType } from 'react';
import type { ModalBodyProps } from '@/components/ui/modalBody';
import { preloadOnDemandMessages } from '@/lib/i18n/onDemandMessages';

/** The forgot-password dialog's body, loaded when first wanted (see ../loaders.ts). */
export const loadForgotPasswordBody = (): Promise<ComponentType<ModalBodyProps>> =>
  import('./ForgotPasswordBody').then((m) => m.ForgotPasswordBody);

/** Starts that load, and its words', ahead of the click; a failed one is tried again on open. */
export function preloadForgotPasswordBody(locale: string): void {
  loadForgotPasswordBody().catch(() => undefined);
  preloadOnDemandMessages(locale, 'authForms');
}
