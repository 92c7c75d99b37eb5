import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { InfiniteGameGrid } from '@/components/casino/InfiniteGameGrid';
import type { CasinoGamesPage } from '@/lib/api/casinoGamesPage';
import { server } from '@/tests/support/server';
import { renderWithProviders } from '@/tests/support/render';
import { AURORA } from './search/support';

const PAGE_SIZE = 3;
const TOTAL = 5;
const games = Array.from({ length: TOTAL }, (_, index) => ({ ...AURORA, id: 4000 + index, name: `Game ${index + 1}`, route: `game-${index + 1}` }));
const page = (n: number): CasinoGamesPage => ({
  items: games.slice((n - 1) * PAGE_SIZE, n * PAGE_SIZE),
  page: n,
  pageSize: PAGE_SIZE,
  total: TOTAL,
  hasMore: n * PAGE_SIZE < TOTAL,
});

/** The games endpoint: pages by number; `fail` answers the given pages with a 503 once each. */
function backend({ fail = [] as number[] } = {}) {
  const asked: number[] = [];
  const failing = new Set(fail);
  server.use(
    http.get('*/web-api/casino/games', ({ request }) => {
      const n = Number(new URL(request.url).searchParams.get('page'));
      asked.push(n);
      if (failing.delete(n)) return HttpResponse.json({ error: 'down' }, { status: 503 });
      return HttpResponse.json(page(n));
    }),
  );
  return asked;
}

const grid = () => screen.getByRole('list', { name: 'Slots' });
const tileNames = () => within(grid()).queryAllByRole('listitem').map((tile) => tile.textContent);

function renderGrid(first = page(1)) {
  return renderWithProviders(<InfiniteGameGrid lng="en" query={{ category: 'slots' }} first={first} pageSize={PAGE_SIZE} label="Slots" count={`${first.total} games`} />, {
    language: 'en',
  });
}

describe('a growing game list', () => {
  it("shows the server's first page with its count", async () => {
    const asked = backend();
    await renderGrid();
    expect(tileNames()).toEqual([expect.stringContaining('Game 1'), expect.stringContaining('Game 2'), expect.stringContaining('Game 3')]);
    expect(screen.getByText('5 games')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show more' })).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('starts again from the first page of another list shown in its place', async () => {
    backend();
    const { rerender } = await renderGrid();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(tileNames()).toHaveLength(TOTAL));
    const other: CasinoGamesPage = { items: [{ ...AURORA, id: 4100, name: 'Other 1', route: 'other-1' }], page: 1, pageSize: PAGE_SIZE, total: 1, hasMore: false };
    rerender(<InfiniteGameGrid lng="en" query={{ category: 'slots', subcategory: 'books' }} first={other} pageSize={PAGE_SIZE} label="Slots" count="1 game" />);
    expect(tileNames()).toEqual([expect.stringContaining('Other 1')]);
    expect(screen.getByText('1 game')).toBeInTheDocument();
  });

  it('adds the next page on "show more", until all are shown', async () => {
    const asked = backend();
    await renderGrid();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(tileNames()).toHaveLength(TOTAL));
    expect(asked).toContain(2);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(screen.getByText('All 5 games shown')).toBeInTheDocument();
  });

  it('says so when a page fails, keeps what is shown, and the retry brings it', async () => {
    backend({ fail: [2] });
    await renderGrid();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(tileNames()).toHaveLength(PAGE_SIZE);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(tileNames()).toHaveLength(TOTAL));
  });
});
