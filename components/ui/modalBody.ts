import type { ModalKind } from '@/lib/config/modals';
import type { ModalProps } from '@/store/slices/modals';

/**
 * What the modal host gives every modal body. It lives in ui/, below both sides, so a feature's
 * body (auth, office) and the host (modals/, which lists those bodies) import it without a cycle.
 */
export interface ModalBodyProps {
  kind: ModalKind;
  /** The id the body puts on its heading: the dialog is labelled by it. */
  titleId: string;
  props?: ModalProps;
  /** Closes this modal, closable or not: a body's own buttons are always a way out. */
  onClose: () => void;
}
