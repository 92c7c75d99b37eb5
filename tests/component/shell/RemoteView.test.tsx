import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { RemoteView } from '@/components/remotes/RemoteView';
import { LiveGames } from '@/components/sport/LiveGames';
import { selectRemoteEntry } from '@/store/slices/remotes';
import { server } from '@/tests/support/server';
import { renderWithProviders } from '@/tests/support/render';
import { liveGame } from '@/tests/support/fixtures';

describe('route screens as remote app views', () => {
  it('registers the screen as a ready view of its app and unmounts the app when it goes', async () => {
    const { store, unmount } = await renderWithProviders(
      <RemoteView name="office">
        <h1>Account</h1>
      </RemoteView>,
    );
    expect(screen.getByRole('heading', { name: 'Account' })).toBeInTheDocument();
    expect(selectRemoteEntry(store.getState(), 'office')).toEqual({ state: 'ready', views: 1, components: 0 });
    unmount();
    expect(selectRemoteEntry(store.getState(), 'office')).toEqual({ state: 'not-existing', views: 0, components: 0 });
  });

  it('follows a client-loaded component from loading to error and, after a retry, to ready', async () => {
    let calls = 0;
    server.use(
      http.get('*/web-api/line/games', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ broken: true }) : HttpResponse.json([liveGame({ team1: 'Porto' })]);
      }),
      // The block's live feed starts from the line's snapshot: an empty one.
      http.get('*/web-api/line/snapshot', () => HttpResponse.json({ lastEventId: 0, games: [] })),
    );
    const query = { section: 'live', lng: 'en', top: true, limit: 8 } as const;
    const { store } = await renderWithProviders(<LiveGames query={query} />, { language: 'en' });
    expect(selectRemoteEntry(store.getState(), 'live')).toEqual({ state: 'loading', views: 0, components: 1 });
    await screen.findByRole('alert');
    // The block's refresher reports what it shows to the block, which moves the entry.
    await waitFor(() => expect(selectRemoteEntry(store.getState(), 'live').state).toBe('error'));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('Porto');
    await waitFor(() => expect(selectRemoteEntry(store.getState(), 'live').state).toBe('ready'));
  });
});
