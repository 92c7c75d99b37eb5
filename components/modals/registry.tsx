'use client';

import type { ComponentType } from 'react';
import type { ModalKind } from '@/lib/config/modals';
import { SimpleModalBody, type ModalBodyProps } from './SimpleModalBody';
import { DefaultModalBody } from './DefaultModalBody';
import { RegistrationModalBody } from '@/components/auth/registration/RegistrationModalBody';
import { LoginModalBody } from '@/components/auth/LoginModalBody';
import { ConvertAccountModalBody } from '@/components/office/ConvertAccountModalBody';

export { SimpleModalBody, type ModalBodyProps } from './SimpleModalBody';

/**
 * The body of each modal kind: the single place to change when a kind gets its real content
 * (login form, reality check, cookie consent…). Whether a kind may be dismissed is in
 * `MODAL_RULES` (lib/config/modals.ts), not here.
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
  realityCheck: SimpleModalBody,
  autoLogoff: SimpleModalBody,
  banker: SimpleModalBody,
  insights: SimpleModalBody,
  setLimits: SimpleModalBody,
  teamCash: SimpleModalBody,
  webPushConsent: SimpleModalBody,
  convertAccount: ConvertAccountModalBody,
  userQuestion: SimpleModalBody,
  supportHistory: SimpleModalBody,
  login: LoginModalBody,
  registration: RegistrationModalBody,
};
