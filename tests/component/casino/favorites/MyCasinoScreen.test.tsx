import { describe, expect, it } from 'vitest';
import { CASINO_ART_VERSION } from '@/lib/casino/artSrc';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MyCasinoScreen } from '@/components/casino/favorites/MyCasinoScreen';
import { BOOK, MIDAS, SPACE, backend, game, minutesAgo, renderPage } from './support';

const section = (name: string) => screen.getByRole('region', { name });
const RECENT = [
  { ...SPACE, playedAt: minutesAgo(5) },
  { ...MIDAS, playedAt: minutesAgo(90) },
  { ...BOOK, playedAt: minutesAgo(3000) },
];
const MANY = Array.from({ length: 10 }, (_, i) => game(4001 + i, `Fav ${i + 1}`));

describe('my casino', () => {
  it('shows the newest recent game to continue, the other recent games and the first favourites', async () => {
    const { calls } = backend({ recent: RECENT, favorites: MANY });
    await renderPage(<MyCasinoScreen />);

    const card = await within(section('Continue playing')).findByRole('article', { name: 'Space Wins' });
    expect(within(card).getByText('Space Wins Studio')).toBeInTheDocument();
    expect(within(card).getByText('Last played 5 minutes ago')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Continue «Space Wins»' })).toHaveAttribute('href', '/en/slots/game/3002/space-wins');
    // The art is decoration (alt=""): the name beside it says what it shows.
    expect(card.querySelector('img')).toHaveAttribute('src', `/casino-art/en/space-wins.svg?v=${CASINO_ART_VERSION}.3002`);

    // The rest, newest first, as tiles (the one to continue is not repeated).
    const recent = within(section('Recently played')).getByRole('list', { name: 'Recently played' });
    expect(within(recent).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining('Midas Gold'),
      expect.stringContaining('Book of Ra'),
    ]);

    // Eight favourites of ten, and the way to all of them.
    const favorites = section('Favourites');
    const grid = await within(favorites).findByRole('list', { name: 'Favourites' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(8);
    // A player's hearts come with his page (FavoriteHeart loads them): each may come on its own.
    await waitFor(() => expect(within(grid).getAllByRole('button', { pressed: true })).toHaveLength(8));
    expect(within(favorites).getByRole('link', { name: /All favourites/ })).toHaveAttribute('href', '/en/my-casino/favorites');
    // The preview and every heart share one read of the list.
    expect(calls.favoritesReads).toBe(1);
    expect(calls.recentReads).toBe(1);
  });

  it('a heart on a recent game adds it to the favourites shown below', async () => {
    backend({ recent: RECENT, favorites: [] });
    await renderPage(<MyCasinoScreen />);
    const recent = await within(await screen.findByRole('region', { name: 'Recently played' })).findByRole('list');
    await userEvent.click(within(recent).getByRole('button', { name: 'Add «Book of Ra» to favourites' }));
    const grid = await within(section('Favourites')).findByRole('list', { name: 'Favourites' });
    expect(within(grid).getByText('Book of Ra')).toBeInTheDocument();
  });

  it('says when there is nothing yet, with the way to the lobby', async () => {
    backend({ recent: [], favorites: [] });
    await renderPage(<MyCasinoScreen />);
    const continued = section('Continue playing');
    expect(await within(continued).findByText('You have not played any games yet.')).toBeInTheDocument();
    expect(within(continued).getByRole('link', { name: 'Choose a game in the lobby' })).toHaveAttribute('href', '/en/casino-lobby');
    expect(screen.queryByRole('region', { name: 'Recently played' })).not.toBeInTheDocument();
    const favorites = section('Favourites');
    expect(await within(favorites).findByText(/No favourites yet/)).toBeInTheDocument();
    expect(within(favorites).getByRole('link', { name: 'Go to the casino lobby' })).toHaveAttribute('href', '/en/casino-lobby');
    expect(within(favorites).queryByRole('link', { name: /All favourites/ })).not.toBeInTheDocument();
  });

  it('shows one game to continue and no grid when only one was played', async () => {
    backend({ recent: [{ ...MIDAS, playedAt: minutesAgo(1) }], favorites: [] });
    await renderPage(<MyCasinoScreen />, { language: 'ru' });
    const card = await within(section('Продолжить игру')).findByRole('article', { name: 'Midas Gold' });
    expect(within(card).getByText('Последняя игра: 1 минуту назад')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Продолжить «Midas Gold»' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Недавние игры' })).not.toBeInTheDocument();
  });

  it('shows the loading skeleton, then a failed list with a retry that loads it', async () => {
    const { calls } = backend({ recent: RECENT, favorites: [MIDAS], recentReadsFail: 1, favoritesReadsFail: 1 });
    await renderPage(<MyCasinoScreen />);
    expect(screen.getAllByRole('status', { name: 'Loading…' }).length).toBeGreaterThan(0);

    const continued = section('Continue playing');
    expect(await within(continued).findByText('Could not load your recent games.')).toBeInTheDocument();
    const favorites = section('Favourites');
    expect(await within(favorites).findByText('Could not load your favourites.')).toBeInTheDocument();

    await userEvent.click(within(continued).getByRole('button', { name: 'Retry' }));
    expect(await within(continued).findByRole('article', { name: 'Space Wins' })).toBeInTheDocument();
    await userEvent.click(within(favorites).getByRole('button', { name: 'Retry' }));
    expect(await within(favorites).findByRole('list', { name: 'Favourites' })).toBeInTheDocument();
    await waitFor(() => expect(calls).toMatchObject({ recentReads: 2 }));
  });

  it('asks nothing of the backend for a player who signed out', async () => {
    const { calls } = backend();
    await renderPage(<MyCasinoScreen />, { guest: true });
    expect(screen.getByText('Sign in to see your games.')).toBeInTheDocument();
    expect(calls).toMatchObject({ recentReads: 0, favoritesReads: 0 });
  });
});
