import type { ComponentType } from 'react';
import type { ModalBodyProps } from '@/components/ui/modalBody';
import { preloadOnDemandMessages } from '@/lib/i18n/onDemandMessages';

// The sign-in and registration forms (with their captcha, phone and social parts) load when first
// wanted, not with every page (docs/decisions/on-demand-parts.md): most visitors never open them. The bundler keeps
// one promise per chunk, so a preload on the opener's hover or focus makes the open immediate.
// Their words come on demand too (components/ui/OnDemandMessages.tsx), fetched alongside.
// The forgot-password dialog's loader is beside its link (forgot/), which the forms themselves
// show: here it would close an import cycle.

type BodyLoader = () => Promise<ComponentType<ModalBodyProps>>;

export const loadLoginForm = () => import('./LoginForm').then((m) => m.LoginForm);
/** The header's dropdown around the form (wide screens). */
export const loadLoginDropdown = () => import('./LoginDropdown').then((m) => m.LoginDropdown);
export const loadLoginModalBody: BodyLoader = () => import('./LoginModalBody').then((m) => m.LoginModalBody);
export const loadRegistrationModalBody: BodyLoader = () =>
  import('./registration/RegistrationModalBody').then((m) => m.RegistrationModalBody);

/**
 * Starts a form's load ahead of need (hover or focus of its opener), its chunk and its words in
 * the page's language together; a failed one is tried again on open.
 */
export function preload(load: () => Promise<unknown>, locale: string): void {
  load().catch(() => undefined);
  preloadOnDemandMessages(locale, 'authForms');
}
