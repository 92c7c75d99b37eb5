import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/tests/support/server';
import { MyGamesRows } from '@/components/casino/MyGamesRows';
import { backend, game, renderPage } from './support';

// Every row's end is in view at once, as when the player has scrolled it sideways to the end.
class EverythingInView {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}

const MANY = Array.from({ length: 20 }, (_, i) => game(5001 + i, `Fav ${i + 1}`));

describe("the lobby's favourites row", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows every favourite at its end, and a game taken out leaves the row at once', async () => {
    vi.stubGlobal('IntersectionObserver', EverythingInView);
    const { state } = backend({ favorites: MANY, recent: [] });
    // The backend's whole group, as the preview call answers it: what the favourites were when asked.
    server.use(
      http.get('*/web-api/casino/games-preview', () =>
        HttpResponse.json({ Success: true, Value: { favorites: state.favorites.map((g) => ({ GT: g.id, GN: g.name, R: g.route })) } }),
      ),
    );
    await renderPage(<MyGamesRows />);

    const row = await screen.findByRole('list', { name: 'Favourites' });
    await waitFor(() => expect(within(row).getAllByRole('button', { pressed: true })).toHaveLength(20));

    await userEvent.click(within(row).getByRole('button', { name: 'Remove «Fav 18» from favourites' }));
    await waitFor(() => expect(within(row).queryByText('Fav 18')).not.toBeInTheDocument());
    expect(within(row).getAllByRole('button', { pressed: true })).toHaveLength(19);
  });
});
