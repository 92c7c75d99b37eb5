import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { LiveGames } from '@/components/sport/LiveGames';
import { DefaultLineGroups } from '@/components/sport/LineGroups';
import { server } from '@/tests/support/server';
import { renderWithProviders } from '@/tests/support/render';
import { liveGame } from '@/tests/support/fixtures';
import { LIVE_REFRESH_MS } from '@/lib/config/refresh';

const query = { section: 'live', lng: 'en', top: true, limit: 8 } as const;
const GAMES_URL = '*/web-api/line/games';

// The block's live feed starts from the line's snapshot (lib/live): an empty one here.
beforeEach(() => {
  server.use(http.get('*/web-api/line/snapshot', () => HttpResponse.json({ lastEventId: 0, games: [] })));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('LiveGames', () => {
  it('shows the server-rendered games without a request', async () => {
    await renderWithProviders(
      <LiveGames query={query} initial={[liveGame()]}>
        <DefaultLineGroups games={[liveGame()]} />
      </LiveGames>,
      { language: 'en' },
    );
    expect(screen.getByText('Arsenal')).toBeInTheDocument();
    expect(screen.getByText('1:0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1 1.85, Arsenal — Chelsea' })).toBeInTheDocument();
    expect(screen.getByText('117 more outcomes')).toBeInTheDocument();
  });

  it('loads the games itself when the server had none', async () => {
    server.use(http.get(GAMES_URL, () => HttpResponse.json([liveGame({ team1: 'Real Madrid' })])));
    await renderWithProviders(<LiveGames query={query} />, { language: 'en' });
    expect(await screen.findByText('Real Madrid')).toBeInTheDocument();
  });

  it('turns a malformed payload into an error with a retry that recovers', async () => {
    let calls = 0;
    server.use(
      http.get(GAMES_URL, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json([{ id: 'not-a-number' }])
          : HttpResponse.json([liveGame({ team1: 'Barcelona' })]);
      }),
    );
    await renderWithProviders(<LiveGames query={query} />, { language: 'en' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the data.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Barcelona')).toBeInTheDocument();
  });

  it('says so in Russian when the section is empty', async () => {
    server.use(http.get(GAMES_URL, () => HttpResponse.json([])));
    await renderWithProviders(<LiveGames query={{ ...query, lng: 'ru' }} />);
    expect(await screen.findByText('В этом разделе сейчас нет событий.')).toBeInTheDocument();
  });

  it('asks for a fresh list when the refresh is due, not before, and shows it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    let calls = 0;
    server.use(
      http.get(GAMES_URL, () => {
        calls += 1;
        return HttpResponse.json([liveGame({ team1: 'Porto' })]);
      }),
    );
    await renderWithProviders(<LiveGames query={query} initial={[liveGame()]} />, { language: 'en' });
    await act(() => vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS - 1));
    expect(calls).toBe(0);
    expect(screen.getByText('Arsenal')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    // The refresher's chunk and the answer come in on their own; each look lets act flush them.
    await vi.waitFor(async () => {
      await act(async () => undefined);
      expect(screen.getByText('Porto')).toBeInTheDocument();
    });
    expect(calls).toBe(1);
  });

  it("shows another section's list at once when it takes this one's place", async () => {
    const { rerender } = await renderWithProviders(<LiveGames query={query} initial={[liveGame()]} />, { language: 'en' });
    expect(screen.getByText('Arsenal')).toBeInTheDocument();
    rerender(<LiveGames query={{ ...query, sportId: 3 }} initial={[liveGame({ team1: 'Nadal' })]} />);
    expect(await screen.findByText('Nadal')).toBeInTheDocument();
    expect(screen.queryByText('Arsenal')).not.toBeInTheDocument();
  });

  it("keeps the server's drawing through a refresh with the same games, and draws a changed list itself", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    let answer = [liveGame({ score: '2:0' })];
    let calls = 0;
    server.use(
      http.get(GAMES_URL, () => {
        calls += 1;
        return HttpResponse.json(answer);
      }),
    );
    const serverView = <p data-testid="server-view">Arsenal, drawn by the server</p>;
    await renderWithProviders(
      <LiveGames query={query} initial={[liveGame()]}>
        {serverView}
      </LiveGames>,
      { language: 'en' },
    );
    await act(() => vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS));
    await vi.waitFor(async () => {
      await act(async () => undefined);
      expect(calls).toBe(1);
    });
    // The score moved (the live stores carry it): the same games draw the same, nothing is made again.
    for (let flush = 0; flush < 5; flush += 1) await act(async () => undefined);
    expect(screen.getByTestId('server-view')).toBeInTheDocument();
    answer = [liveGame({ score: '2:0' }), liveGame({ id: 2, team1: 'Porto', team2: 'Benfica' })];
    await act(() => vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS));
    await vi.waitFor(async () => {
      await act(async () => undefined);
      expect(screen.getByText('Porto')).toBeInTheDocument();
    });
    expect(screen.queryByTestId('server-view')).not.toBeInTheDocument();
  });
});
