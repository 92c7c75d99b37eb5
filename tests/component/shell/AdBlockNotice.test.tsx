import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/tests/support/render';
import { memoryStorage } from '@/tests/support/memoryStorage';
import { makeStore } from '@/store/makeStore';
import type { AdBlockSignals } from '@/lib/adblock/detect';
import { NotificationHost } from '@/components/notifications/NotificationHost';
import { AdBlockNotice } from '@/components/shell/AdBlockNotice';

const blocked: AdBlockSignals = { baitElementHidden: false, baitScriptFailed: true, online: true };
const clean: AdBlockSignals = { baitElementHidden: false, baitScriptFailed: false, online: true };

async function page(signals: AdBlockSignals, storage = memoryStorage(), language: 'en' | 'ru' = 'en') {
  const probe = vi.fn(async () => signals);
  const store = makeStore({ language });
  // The probe answers right after the first render: rendered inside act() with its answer, so the
  // notice it brings is an update React was told of (an event's, in the browser).
  let view!: Awaited<ReturnType<typeof renderWithProviders>>;
  await act(async () => {
    view = await renderWithProviders(
      <>
        <NotificationHost />
        <AdBlockNotice probe={probe} storage={storage} />
      </>,
      { store, language },
    );
  });
  return { ...view, probe };
}

describe('ad-blocker notice (shell-and-routing.md §8)', () => {
  it('asks to turn the blocker off when one is at work', async () => {
    await page(blocked);
    const notice = await screen.findByRole('article', { name: 'Website blocked by adblock' });
    expect(notice).toHaveAccessibleDescription('Disable the ad blocker for this site so that everything works.');
    expect(notice.className).toContain('notification--warning');
  });

  it('is in Russian on a Russian page', async () => {
    await page(blocked, memoryStorage(), 'ru');
    expect(await screen.findByRole('article', { name: 'Сайт заблокирован блокировщиком рекламы' })).toBeInTheDocument();
  });

  it('shows once per session: the next page load of the session says nothing', async () => {
    const session = memoryStorage();
    const first = await page(blocked, session);
    await screen.findByRole('article', { name: 'Website blocked by adblock' });
    first.unmount();
    const second = await page(blocked, session);
    expect(second.probe).not.toHaveBeenCalled();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says nothing without a blocker', async () => {
    const { probe } = await page(clean);
    await waitFor(() => expect(probe).toHaveBeenCalled());
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
