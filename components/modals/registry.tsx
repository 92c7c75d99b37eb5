'use client';

import type { ComponentType } from 'react';
import type { ModalKind } from '@/lib/config/modals';
import type { ModalBodyProps } from '@/components/ui/modalBody';
import { SimpleModalBody } from './SimpleModalBody';
import { DefaultModalBody } from './DefaultModalBody';
import { OnDemandMessages } from '@/components/ui/OnDemandMessages';
import { lazyWithRetry } from '@/components/ui/lazyWithRetry';
import { MODAL_BODY_LOADERS } from './loaders';

export { SimpleModalBody, type ModalBodyProps } from './SimpleModalBody';

// A lazy body and its words suspend up to the host's Suspense, above the dialog, so the dialog
// appears (and takes focus) with its body in place and in words, never raw keys.
function onDemand(kind: ModalKind): ComponentType<ModalBodyProps> {
  const part = MODAL_BODY_LOADERS[kind];
  if (!part) return SimpleModalBody;
  const Body = lazyWithRetry(part.load);
  function OnDemandBody(props: ModalBodyProps) {
    // Both loads start now, together (the bundler keeps one promise per chunk): the messages
    // provider suspends first and would otherwise hold the chunk back until the words are in.
    part!.load().catch(() => undefined);
    return (
      <OnDemandMessages name={part!.messages}>
        <Body {...props} />
      </OnDemandMessages>
    );
  }
  return OnDemandBody;
}

/**
 * The body of each modal kind: the single place to change when a kind gets its real content
 * (login form, reality check, cookie consent…). Whether a kind may be dismissed is in
 * `UNCLOSABLE_MODALS` (lib/config/modals.ts), not here; which bodies load on demand is in `loaders.ts`.
 */
export const MODAL_BODIES: Readonly<Record<ModalKind, ComponentType<ModalBodyProps>>> = {
  default: DefaultModalBody,
  alert: SimpleModalBody,
  maintenance: SimpleModalBody,
  snackbar: SimpleModalBody,
  welcome: SimpleModalBody,
  firstDeposit: SimpleModalBody,
  registrationRequestSent: SimpleModalBody,
  cookiesAgreementMobile: SimpleModalBody,
  realityCheck: onDemand('realityCheck'),
  autoLogoff: SimpleModalBody,
  banker: SimpleModalBody,
  insights: SimpleModalBody,
  setLimits: onDemand('setLimits'),
  teamCash: SimpleModalBody,
  webPushConsent: SimpleModalBody,
  convertAccount: onDemand('convertAccount'),
  userQuestion: SimpleModalBody,
  supportHistory: onDemand('supportHistory'),
  login: onDemand('login'),
  registration: onDemand('registration'),
};
