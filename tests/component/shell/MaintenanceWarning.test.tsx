import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/tests/support/render';
import { makeStore } from '@/store/makeStore';
import { siteConfigLoaded } from '@/store/slices/app';
import { SiteConfigSchema, type SiteConfig } from '@/lib/api/siteConfig';
import type { Language } from '@/lib/config/languages';
import { NOTIFICATION_AUTO_CLOSE_MS } from '@/lib/config/modals';
import { NotificationHost } from '@/components/notifications/NotificationHost';
import { MaintenanceWarning } from '@/components/shell/MaintenanceWarning';
import { defaultSiteConfig } from '../../../backend/src/siteConfig';

const NOW = new Date('2026-11-30T12:00:00Z');
const WINDOW = { startsAt: '2026-12-01T02:00:00Z', endsAt: '2026-12-01T04:00:00Z' };

const config = (maintenance: SiteConfig['maintenance']): SiteConfig =>
  SiteConfigSchema.parse({ ...defaultSiteConfig(), maintenance });

async function page(language: Language, maintenance: SiteConfig['maintenance']) {
  const store = makeStore({ language, siteConfig: config(maintenance) });
  return renderWithProviders(
    <>
      <NotificationHost />
      <MaintenanceWarning />
    </>,
    { store, language },
  );
}

/** Lets a notice whose words were asked for arrive, so "none shows" is not merely "not yet". */
async function settle() {
  await act(async () => {
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(0);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('maintenance date warning (shell-and-routing.md §8)', () => {
  it('announces a coming maintenance with its start and end, and stays until closed', async () => {
    await page('en', { active: false, ...WINDOW });
    // Its words come when it is due (the `notices` part), so it shows a moment after the page.
    await settle();
    const warning = screen.getByRole('article', { name: 'Maintenance underway!' });
    expect(warning).toHaveAccessibleDescription(
      /^From December 1, 2026 .* to December 1, 2026 .* the site and apps will be unavailable\.$/,
    );
    act(() => {
      vi.advanceTimersByTime(NOTIFICATION_AUTO_CLOSE_MS * 3);
    });
    expect(warning).toBeInTheDocument();
    fireEvent.click(within(warning).getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByRole('article', { name: 'Maintenance underway!' })).not.toBeInTheDocument();
  });

  it('shows once per page load for a window, and anew for another window', async () => {
    const { store } = await page('en', { active: false, ...WINDOW });
    await settle();
    // The same config arriving again (a new object) is no new announcement.
    act(() => {
      store.dispatch(siteConfigLoaded(config({ active: false, ...WINDOW })));
    });
    await settle();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    act(() => {
      store.dispatch(siteConfigLoaded(config({ active: false, startsAt: '2026-12-02T02:00:00Z', endsAt: '2026-12-02T03:00:00Z' })));
    });
    await settle();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it.each(['ru', 'kk', 'uk', 'az'] as const)('has the Russian title in %s', async (language) => {
    await page(language, { active: false, ...WINDOW });
    await settle();
    expect(screen.getByRole('article', { name: 'Ведутся технические работы!' })).toBeInTheDocument();
  });

  it.each(['en', 'tr', 'uz'] as const)('has the English title in %s', async (language) => {
    await page(language, { active: false, ...WINDOW });
    await settle();
    expect(screen.getByRole('article', { name: 'Maintenance underway!' })).toBeInTheDocument();
  });

  it('says nothing while maintenance is on, once it started, or with no window', async () => {
    await page('en', { active: true, ...WINDOW });
    await page('en', { active: false, startsAt: '2026-11-30T11:00:00Z', endsAt: '2026-11-30T14:00:00Z' });
    await page('en', { active: false, startsAt: null, endsAt: null });
    await settle();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
