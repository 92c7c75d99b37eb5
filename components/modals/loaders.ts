import type { ComponentType } from 'react';
import type { ModalKind } from '@/lib/config/modals';
import type { ModalBodyProps } from '@/components/ui/modalBody';
import { loadLoginModalBody, loadRegistrationModalBody } from '@/components/auth/loaders';

/**
 * The modal bodies that are whole forms, loaded when first opened rather than with every page
 * (issue 10 point 3; their openers preload them on hover or focus: components/auth/loaders.ts).
 */
export const MODAL_BODY_LOADERS: Partial<Record<ModalKind, () => Promise<ComponentType<ModalBodyProps>>>> = {
  login: loadLoginModalBody,
  registration: loadRegistrationModalBody,
  convertAccount: () => import('@/components/office/ConvertAccountModalBody').then((m) => m.ConvertAccountModalBody),
};
