import type { ComponentType } from 'react';
import type { ModalKind } from '@/lib/config/modals';
import type { OnDemandMessagesName } from '@/lib/config/clientMessages';
import type { ModalBodyProps } from '@/components/ui/modalBody';
import { loadLoginModalBody, loadRegistrationModalBody } from '@/components/auth/loaders';
import { loadApprovalBody, loadRealityCheckBody } from '@/components/limitWatch/loaders';

/** A body loaded on demand and the words it brings (lib/config/clientMessages.ts). */
export interface OnDemandBody {
  load: () => Promise<ComponentType<ModalBodyProps>>;
  messages: OnDemandMessagesName;
}

/**
 * The modal bodies that are whole forms, loaded with their words when first opened rather than
 * with every page (docs/decisions/on-demand-parts.md; their openers preload both on hover or focus:
 * components/auth/loaders.ts).
 */
export const MODAL_BODY_LOADERS: Partial<Record<ModalKind, OnDemandBody>> = {
  login: { load: loadLoginModalBody, messages: 'authForms' },
  registration: { load: loadRegistrationModalBody, messages: 'authForms' },
  // limits-coupon-auth.md §4: the reality-check reminder and the limit approval (setLimits opened not closable).
  realityCheck: { load: loadRealityCheckBody, messages: 'limitWatch' },
  setLimits: { load: loadApprovalBody, messages: 'limitWatch' },
  convertAccount: {
    load: () => import('@/components/office/ConvertAccountModalBody').then((m) => m.ConvertAccountModalBody),
    messages: 'convertAccount',
  },
  // shell-and-routing.md §2 "support request history": a request's whole thread (docs/support-api.md).
  supportHistory: {
    load: () => import('@/components/support/SupportHistoryModalBody').then((m) => m.SupportHistoryModalBody),
    messages: 'supportHistory',
  },
};
