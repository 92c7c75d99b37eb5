import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { UNCLOSABLE_MODALS, type ModalKind } from '@/lib/config/modals';

/** What a modal may be opened with: plain values only, so the state stays serialisable. */
export type ModalProps = Record<string, string | number | boolean>;

export interface OpenModal {
  id: string;
  kind: ModalKind;
  props?: ModalProps;
}

export interface ModalsState {
  /** Open modals, the last one on top (the only one shown). */
  stack: OpenModal[];
  /** Source of the next id: ids come from state so the reducer stays pure and tests predictable. */
  nextId: number;
}

export const initialModalsState: ModalsState = { stack: [], nextId: 1 };

/**
 * Whether the user may dismiss this modal: its kind's rule, unless it was opened with
 * `closable: false` (a kind that is usually closable asking for a decision this time, e.g. the
 * limit-approval dialog of limits-coupon-auth.md §4 opened as `setLimits`). A prop never makes a kind closable.
 */
export function isClosable(modal: Pick<OpenModal, 'kind' | 'props'>): boolean {
  return !UNCLOSABLE_MODALS.has(modal.kind) && modal.props?.closable !== false;
}

export const modalsSlice = createSlice({
  name: 'modals',
  initialState: initialModalsState,
  reducers: {
    modalOpened(state, action: PayloadAction<{ kind: ModalKind; props?: ModalProps }>) {
      const { kind, props } = action.payload;
      state.stack.push({ id: `modal-${state.nextId}`, kind, ...(props ? { props } : {}) });
      state.nextId += 1;
    },
    /** Closed by its own buttons: any modal, closable or not, wherever it is in the stack. */
    modalClosed(state, action: PayloadAction<{ id: string }>) {
      state.stack = state.stack.filter((modal) => modal.id !== action.payload.id);
    },
    /** Escape, a click outside or the close button: only the top modal, and only if its kind allows. */
    topModalDismissed(state) {
      const top = state.stack.at(-1);
      if (top && isClosable(top)) state.stack.pop();
    },
    allModalsClosed(state) {
      state.stack = [];
    },
  },
  selectors: {
    selectOpenModals: (state) => state.stack,
    selectTopModal: (state) => state.stack.at(-1) ?? null,
  },
});

export const { modalOpened, modalClosed, topModalDismissed, allModalsClosed } = modalsSlice.actions;
export const { selectOpenModals, selectTopModal } = modalsSlice.selectors;
