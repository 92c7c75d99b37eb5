import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore } from '@/store/makeStore';
import { renderWithProviders } from '@/tests/support/render';

// The quick-settings panel loads on demand. On a dropped connection that load
// fails: the panel says so with a retry in its place, and the page stays as it was.
const offline = vi.hoisted(() => ({ panel: false }));

vi.mock('@/components/settings/loadQuickSettingsPanel', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/components/settings/loadQuickSettingsPanel')>();
  return {
    ...actual,
    loadQuickSettingsPanel: () => (offline.panel ? Promise.reject(new Error('ChunkLoadError')) : actual.loadQuickSettingsPanel()),
  };
});

describe('a quick-settings panel that cannot load', () => {
  it('says so with a retry, and the retry opens the panel once the connection is back', async () => {
    const { QuickSettings } = await import('@/components/settings/QuickSettings');
    offline.panel = true;
    // React reports what a boundary caught to onCaughtError (by default, the console): the failed
    // load is the point here, so it is recorded and checked instead.
    const caught: unknown[] = [];
    await renderWithProviders(
      <main>
        <h1>Page</h1>
        <QuickSettings />
      </main>,
      { language: 'en', store: makeStore({ language: 'en', cookiesAgreeType: 'ALL' }), onCaughtError: (error) => void caught.push(error) },
    );
    await userEvent.click(screen.getByLabelText('Site settings'));
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Could not load the data.');
    expect(caught).toEqual([new Error('ChunkLoadError')]);
    expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument();
    offline.panel = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Odds format' })).toBeInTheDocument(), { timeout: 5000 });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(caught).toHaveLength(1);
  });
});
