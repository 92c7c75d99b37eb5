import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MyCasinoFavoritesScreen } from '@/components/casino/favorites/MyCasinoFavoritesScreen';
import { BOOK, MIDAS, SPACE, backend, renderPage } from './support';

const grid = () => screen.getByRole('list', { name: 'Favourites' });
const tiles = () => within(grid()).getAllByRole('listitem');

describe('my favourites', () => {
  it('shows every favourite with its count; a heart takes its tile off the grid', async () => {
    const { calls } = backend({ favorites: [MIDAS, SPACE, BOOK] });
    await renderPage(<MyCasinoFavoritesScreen />);
    // A status, so a tile that leaves is heard as the new count.
    expect(await screen.findByText('3 games in favourites')).toHaveAttribute('role', 'status');
    expect(tiles()).toHaveLength(3);
    // A player's hearts come with his page (FavoriteHeart loads them), each may come on its own:
    // waited for, all of them, on a cold start too.
    await waitFor(() => expect(within(grid()).getAllByRole('button', { pressed: true })).toHaveLength(3));

    const remove = within(grid()).getByRole('button', { name: 'Remove «Space Wins» from favourites' });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    expect(tiles().map((li) => li.textContent)).toEqual([expect.stringContaining('Midas Gold'), expect.stringContaining('Book of Ra')]);
    expect(screen.getByText('2 games in favourites')).toBeInTheDocument();
    // The keyboard player stays in the grid: the heart now in its place has the focus.
    expect(within(grid()).getByRole('button', { name: 'Remove «Book of Ra» from favourites' })).toHaveFocus();
    await waitFor(() => expect(calls.deleted).toEqual([SPACE.id]));
  });

  it('removes all after a confirmation, and offers the lobby', async () => {
    const { calls, state } = backend({ favorites: [MIDAS, SPACE] });
    await renderPage(<MyCasinoFavoritesScreen />);
    await screen.findByRole('list', { name: 'Favourites' });

    // Asked first; cancelling changes nothing and gives the focus back.
    await userEvent.click(screen.getByRole('button', { name: 'Remove all' }));
    const confirm = screen.getByRole('group', { name: 'Remove all 2 games from favourites?' });
    expect(within(confirm).getByRole('button', { name: 'Yes, remove all' })).toHaveFocus();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Remove all' })).toHaveFocus();
    expect(calls.cleared).toBe(0);
    expect(tiles()).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Remove all' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, remove all' }));
    expect(await screen.findByText(/No favourites yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the casino lobby' })).toHaveAttribute('href', '/en/casino-lobby');
    expect(screen.queryByRole('list', { name: 'Favourites' })).not.toBeInTheDocument();
    await waitFor(() => expect(calls.cleared).toBe(1));
    expect(state.favorites).toEqual([]);
  });

  it('a refused "remove all" brings the games back and tells the player', async () => {
    backend({ favorites: [MIDAS, SPACE], clearFails: true });
    await renderPage(<MyCasinoFavoritesScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove all' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, remove all' }));
    const errors = screen.getByRole('alert', { name: 'Errors' });
    expect(await within(errors).findByText('Could not clear your favourites. Please try again.')).toBeInTheDocument();
    expect(tiles()).toHaveLength(2);
  });

  it('counts in Russian plurals', async () => {
    backend({ favorites: [MIDAS, SPACE] });
    await renderPage(<MyCasinoFavoritesScreen />, { language: 'ru' });
    expect(await screen.findByText('2 игры в избранном')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Убрать все' }));
    expect(screen.getByRole('group', { name: 'Убрать из избранного 2 игры?' })).toBeInTheDocument();
  });

  it('says when there are none yet', async () => {
    backend({ favorites: [] });
    await renderPage(<MyCasinoFavoritesScreen />);
    expect(await screen.findByText(/No favourites yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the casino lobby' })).toHaveAttribute('href', '/en/casino-lobby');
    expect(screen.queryByRole('button', { name: 'Remove all' })).not.toBeInTheDocument();
  });

  it('shows the skeleton, then the failure with a retry that loads the list', async () => {
    const { calls } = backend({ favorites: [MIDAS], favoritesReadsFail: 1 });
    await renderPage(<MyCasinoFavoritesScreen />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Could not load your favourites.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Favourites' })).toBeInTheDocument();
    expect(tiles()).toHaveLength(1);
    expect(calls.favoritesReads).toBe(2);
  });
});
