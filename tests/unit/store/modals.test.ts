// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/store/makeStore';
import { MODAL_KINDS } from '@/lib/config/modals';
import {
  allModalsClosed,
  isClosable,
  modalClosed,
  modalOpened,
  selectOpenModals,
  selectTopModal,
  topModalDismissed,
} from '@/store/slices/modals';

describe('modal kinds (shell-and-routing.md §2)', () => {
  it('has the twenty kinds of the spec', () => {
    expect(MODAL_KINDS).toHaveLength(20);
    expect(new Set(MODAL_KINDS).size).toBe(20);
  });

  it('lets the user close everything but the reality check, auto-logoff, maintenance and mobile cookie consent', () => {
    const locked = MODAL_KINDS.filter((kind) => !isClosable({ kind }));
    expect(locked.sort()).toEqual(['autoLogoff', 'cookiesAgreementMobile', 'maintenance', 'realityCheck']);
  });
});

describe('modal stack', () => {
  it('starts empty', () => {
    const store = makeStore();
    expect(selectOpenModals(store.getState())).toEqual([]);
    expect(selectTopModal(store.getState())).toBeNull();
  });

  it('opens modals on a stack with ids from a counter, the last one on top', () => {
    const store = makeStore();
    store.dispatch(modalOpened({ kind: 'welcome' }));
    store.dispatch(modalOpened({ kind: 'login', props: { redirect: '/ru/office', remember: true } }));
    expect(selectOpenModals(store.getState())).toEqual([
      { id: 'modal-1', kind: 'welcome' },
      { id: 'modal-2', kind: 'login', props: { redirect: '/ru/office', remember: true } },
    ]);
    expect(selectTopModal(store.getState())?.id).toBe('modal-2');
  });

  it('never reuses an id after a close', () => {
    const store = makeStore();
    store.dispatch(modalOpened({ kind: 'alert' }));
    store.dispatch(modalClosed({ id: 'modal-1' }));
    store.dispatch(modalOpened({ kind: 'alert' }));
    expect(selectTopModal(store.getState())?.id).toBe('modal-2');
  });

  it('closes a modal by id wherever it is, closable or not', () => {
    const store = makeStore();
    store.dispatch(modalOpened({ kind: 'realityCheck' }));
    store.dispatch(modalOpened({ kind: 'alert' }));
    store.dispatch(modalClosed({ id: 'modal-1' }));
    expect(selectOpenModals(store.getState()).map((m) => m.kind)).toEqual(['alert']);
    store.dispatch(modalClosed({ id: 'modal-9' }));
    expect(selectOpenModals(store.getState())).toHaveLength(1);
  });

  it('dismisses the top modal when its kind is closable', () => {
    const store = makeStore();
    store.dispatch(modalOpened({ kind: 'realityCheck' }));
    store.dispatch(modalOpened({ kind: 'banker' }));
    store.dispatch(topModalDismissed());
    expect(selectTopModal(store.getState())?.kind).toBe('realityCheck');
  });

  it('does not dismiss a kind the user may not close', () => {
    const store = makeStore();
    for (const kind of ['realityCheck', 'autoLogoff', 'maintenance', 'cookiesAgreementMobile'] as const) {
      store.dispatch(modalOpened({ kind }));
      store.dispatch(topModalDismissed());
      expect(selectTopModal(store.getState())?.kind).toBe(kind);
    }
  });

  it('does not dismiss a closable kind opened with closable: false (the limit approval), nor opens a rule the other way', () => {
    const store = makeStore();
    store.dispatch(modalOpened({ kind: 'setLimits', props: { closable: false, limitType: 21 } }));
    store.dispatch(topModalDismissed());
    expect(selectTopModal(store.getState())?.kind).toBe('setLimits');
    store.dispatch(modalOpened({ kind: 'realityCheck', props: { closable: true } }));
    store.dispatch(topModalDismissed());
    expect(selectTopModal(store.getState())?.kind).toBe('realityCheck');
    store.dispatch(modalOpened({ kind: 'setLimits' }));
    store.dispatch(topModalDismissed());
    expect(selectOpenModals(store.getState()).map((m) => m.kind)).toEqual(['setLimits', 'realityCheck']);
  });

  it('dismissing an empty stack changes nothing', () => {
    const store = makeStore();
    store.dispatch(topModalDismissed());
    expect(selectOpenModals(store.getState())).toEqual([]);
  });

  it('closes all modals at once, the non-closable ones too', () => {
    const store = makeStore();
    store.dispatch(modalOpened({ kind: 'autoLogoff' }));
    store.dispatch(modalOpened({ kind: 'login' }));
    store.dispatch(allModalsClosed());
    expect(selectOpenModals(store.getState())).toEqual([]);
  });
});
