import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { LineBoard } from '@/components/sport/LineBoard';
import { DefaultLineGroups } from '@/components/sport/LineGroups';
import { makeStore } from '@/store/makeStore';
import { groupByCountryToggled, preferenceToggled } from '@/store/slices/app';
import { renderWithProviders } from '@/tests/support/render';
import { liveGame } from '@/tests/support/fixtures';
import { server } from '@/tests/support/server';
import { LINE_SNAPSHOT_PATH } from '@/lib/config/liveFeed';

const games = [liveGame(), liveGame({ id: 2, team1: 'Lyon', team2: 'Nice', champId: 20, champName: 'France. Ligue 1', champCountry: 'France', period: 1 })];
/** Stands for what the server drew: the board shows it as it is, or draws the groups itself. */
const serverView = <p data-testid="server-view">drawn by the server</p>;

describe('the line board', () => {
  // The board's feed starts from the snapshot (the stream is not in jsdom).
  beforeEach(() => server.use(http.get(`*${LINE_SNAPSHOT_PATH}`, () => HttpResponse.json({ lastEventId: 0, games: [] }))));

  it("shows the server's drawing in the default view, with no grouping code of its own", async () => {
    await renderWithProviders(
      <LineBoard games={games} section="live">
        {serverView}
      </LineBoard>,
      { language: 'en' },
    );
    expect(screen.getByTestId('server-view')).toBeInTheDocument();
    expect(screen.queryByText('Arsenal')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('draws the groups itself for a time filter, with only the games it keeps', async () => {
    await renderWithProviders(
      <LineBoard games={games} section="live">
        {serverView}
      </LineBoard>,
      { language: 'en' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Second period and later' }));
    expect(await screen.findByText('Arsenal')).toBeInTheDocument();
    expect(screen.queryByTestId('server-view')).not.toBeInTheDocument();
    expect(screen.queryByText('Lyon')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getByTestId('server-view')).toBeInTheDocument();
  });

  it("draws a player's own view: no country level when he does not group by country", async () => {
    const store = makeStore({ language: 'en' });
    store.dispatch(groupByCountryToggled());
    await renderWithProviders(
      <LineBoard games={games} section="live">
        {serverView}
      </LineBoard>,
      { language: 'en', store },
    );
    expect(await screen.findByText('Lyon')).toBeInTheDocument();
    expect(screen.queryByTestId('server-view')).not.toBeInTheDocument();
    expect(screen.getByText('England. Premier League')).toBeInTheDocument();
    expect(screen.queryByText('England')).not.toBeInTheDocument();
  });

  it('opens only the sports when the player asks for sports only', async () => {
    const store = makeStore({ language: 'en' });
    store.dispatch(preferenceToggled('isShowSportsOnly'));
    const { container } = await renderWithProviders(
      <LineBoard games={games} section="live">
        {serverView}
      </LineBoard>,
      { language: 'en', store },
    );
    expect(await screen.findByText('Lyon')).toBeInTheDocument();
    expect(container.querySelector('.line-group--sport')).not.toHaveAttribute('open');
  });

  it('draws the groups itself when the list is newer than the drawing', async () => {
    await renderWithProviders(
      <LineBoard games={games} section="live" stale>
        {serverView}
      </LineBoard>,
      { language: 'en' },
    );
    expect(await screen.findByText('Lyon')).toBeInTheDocument();
    expect(screen.queryByTestId('server-view')).not.toBeInTheDocument();
  });

  it('draws the same groups as the server in the default view', async () => {
    const { container } = await renderWithProviders(
      <LineBoard games={games} section="live" stale>
        <DefaultLineGroups games={games} />
      </LineBoard>,
      { language: 'en' },
    );
    await screen.findByText('Lyon');
    const server = await renderWithProviders(<DefaultLineGroups games={games} />, { language: 'en' });
    // A part's hydration id (HydrateWhenNear) follows its place in the tree, which differs here.
    const drawing = (element: Element | null) => element?.outerHTML.replace(/data-hydrate-when-near="[^"]*"/g, 'data-hydrate-when-near');
    expect(drawing(container.querySelector('.line-board > details'))).toBe(drawing(server.container.querySelector('details')));
    expect(within(container.querySelector('.line-board') as HTMLElement).getByText('France')).toBeInTheDocument();
  });
});
