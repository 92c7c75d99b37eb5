import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalHost } from '@/components/modals/ModalHost';
import { useAppDispatch } from '@/store/hooks';
import { modalOpened, selectOpenModals } from '@/store/slices/modals';
import type { ModalKind } from '@/lib/config/modals';
import { renderWithProviders } from '@/tests/support/render';

function Page({ kind }: { kind: ModalKind }) {
  const dispatch = useAppDispatch();
  return (
    <>
      <button type="button" onClick={() => dispatch(modalOpened({ kind }))}>
        Open
      </button>
      <ModalHost />
    </>
  );
}

async function openFromTrigger(kind: ModalKind, language: 'ru' | 'en' = 'en') {
  const view = await renderWithProviders(<Page kind={kind} />, { language });
  const trigger = screen.getByRole('button', { name: 'Open' });
  await userEvent.click(trigger);
  // The dialog mounts once its words are in (they load with the first dialog),
  // outside the click's act(): its focus effect may run a moment after it appears.
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  return { ...view, trigger, dialog };
}

/** The backdrop around the dialog: a mouse-only affordance, so it has no role of its own. */
function backdropOf(dialog: HTMLElement): HTMLElement {
  const backdrop = dialog.parentElement;
  if (!backdrop) throw new Error('dialog without a backdrop');
  return backdrop;
}

describe('modal host', () => {
  it('renders nothing while no modal is open', async () => {
    await renderWithProviders(<ModalHost />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens a modal dialog named by its title, with focus inside', async () => {
    const { dialog } = await openFromTrigger('welcome');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('dialog', { name: 'Welcome!' })).toBe(dialog);
    expect(within(dialog).getByRole('button', { name: 'Get started' })).toHaveFocus();
  });

  it('speaks Russian on a Russian page', async () => {
    await openFromTrigger('welcome', 'ru');
    const dialog = screen.getByRole('dialog', { name: 'Добро пожаловать!' });
    expect(within(dialog).getByRole('button', { name: 'Закрыть окно' })).toBeInTheDocument();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { dialog } = await openFromTrigger('welcome');
    const action = within(dialog).getByRole('button', { name: 'Get started' });
    const close = within(dialog).getByRole('button', { name: 'Close dialog' });
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(action).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(action).toHaveFocus();
  });

  it('closes a closable kind with Escape and gives focus back', async () => {
    const { trigger } = await openFromTrigger('banker');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes a closable kind with a click outside, not with a click inside', async () => {
    const { dialog, trigger } = await openFromTrigger('insights');
    await userEvent.click(within(dialog).getByRole('heading', { name: 'Insights' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(backdropOf(dialog));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes with the close button and with its own button', async () => {
    const { dialog, store } = await openFromTrigger('alert');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(selectOpenModals(store.getState())).toEqual([]);
  });

  it('keeps a kind the user may not close open on Escape and outside click, without a close button', async () => {
    const { dialog, trigger } = await openFromTrigger('autoLogoff');
    expect(within(dialog).queryByRole('button', { name: 'Close dialog' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(backdropOf(dialog));
    expect(screen.getByRole('dialog', { name: 'Session ended' })).toBeInTheDocument();
    const proceed = within(dialog).getByRole('button', { name: 'Got it' });
    expect(proceed).toHaveFocus();
    await userEvent.tab();
    expect(proceed).toHaveFocus();
    await userEvent.click(proceed);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('shows only the top modal and comes back to the one under it', async () => {
    const { store } = await renderWithProviders(<ModalHost />, { language: 'en' });
    act(() => {
      store.dispatch(modalOpened({ kind: 'autoLogoff' }));
      store.dispatch(modalOpened({ kind: 'login' }));
    });
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    const logoff = screen.getByRole('dialog', { name: 'Session ended' });
    expect(within(logoff).getByRole('button', { name: 'Got it' })).toHaveFocus();
  });
});
