import type { ComponentType } from 'react';
import type { ModalBodyProps } from '@/components/ui/modalBody';

// The sign-in and registration forms (with their captcha, phone and social parts) load when first
// wanted, not with every page (issue 10 point 3): most visitors never open them. The bundler keeps
// one promise per chunk, so a preload on the opener's hover or focus makes the open immediate.
// The forgot-password dialog's loader is beside its link (forgot/), which the forms themselves
// show: here it would close an import cycle.

type BodyLoader = () => Promise<ComponentType<ModalBodyProps>>;

export const loadLoginForm = () => import('./LoginForm').then((m) => m.LoginForm);
export const loadLoginModalBody: BodyLoader = () => import('./LoginModalBody').then((m) => m.LoginModalBody);
export const loadRegistrationModalBody: BodyLoader = () =>
  import('./registration/RegistrationModalBody').then((m) => m.RegistrationModalBody);

/** Starts a load ahead of need (hover or focus of its opener); a failed one is tried again on open. */
export function preload(load: () => Promise<unknown>): void {
  load().catch(() => undefined);
}
