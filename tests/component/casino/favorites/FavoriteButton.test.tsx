import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GameTile } from '@/components/casino/GameTile';
import { FavoriteButton } from '@/components/casino/favorites/FavoriteButton';
import { BOOK, CATALOGUE, MIDAS, SPACE, backend, renderPage } from './support';

/** A grid of tiles as the lobby draws them: every tile has its heart. */
function Grid() {
  return (
    <ul className="game-grid" aria-label="Games">
      {CATALOGUE.map((g) => (
        <GameTile key={g.id} game={g} />
      ))}
    </ul>
  );
}

const heart = (name: string) => screen.getByRole('button', { name: new RegExp(`«${name}»`) });

describe('the favourites heart', () => {
  it("a guest's heart asks him to sign in and stores nothing", async () => {
    const { calls } = backend();
    await renderPage(<Grid />, { guest: true });
    const button = heart('Midas Gold');
    expect(button).toHaveAccessibleName('Add «Midas Gold» to favourites');
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(calls).toMatchObject({ favoritesReads: 0, put: [], deleted: [] });
  });

  it('signed in, it marks the game (PUT with a JSON body) and shows pressed; a second click unmarks it (DELETE)', async () => {
    const { calls, state } = backend({ favorites: [SPACE] });
    await renderPage(<Grid />);
    // The list arrives: the favourite's heart is pressed, the others are not.
    await waitFor(() => expect(heart('Space Wins')).toHaveAttribute('aria-pressed', 'true'));
    expect(heart('Space Wins')).toHaveAccessibleName('Remove «Space Wins» from favourites');
    expect(heart('Midas Gold')).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(heart('Midas Gold'));
    expect(heart('Midas Gold')).toHaveAttribute('aria-pressed', 'true');
    expect(heart('Midas Gold')).toHaveAccessibleName('Remove «Midas Gold» from favourites');
    await waitFor(() => expect(calls.put).toEqual([MIDAS.id]));
    expect(calls.bodies[0]).toEqual({ type: 'application/json', body: {} });
    // The new favourite is first on the backend's list, and the page reads it again.
    await waitFor(() => expect(calls.favoritesReads).toBe(2));
    expect(state.favorites.map((g) => g.id)).toEqual([MIDAS.id, SPACE.id]);

    await userEvent.click(heart('Midas Gold'));
    expect(heart('Midas Gold')).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(calls.deleted).toEqual([MIDAS.id]));
    await waitFor(() => expect(calls.favoritesReads).toBe(3));
    expect(heart('Midas Gold')).toHaveAttribute('aria-pressed', 'false');
    expect(heart('Space Wins')).toHaveAttribute('aria-pressed', 'true');
  });

  it('a refused save puts the heart back and tells the player', async () => {
    const { calls } = backend({ markFails: { status: 500, code: 'internal' } });
    await renderPage(<Grid />);
    await waitFor(() => expect(calls.favoritesReads).toBe(1));
    await userEvent.click(heart('Book of Ra'));
    // Pressed at once, before the backend answers…
    expect(heart('Book of Ra')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(calls.put).toEqual([BOOK.id]));
    // …and back as it was once it refuses, with a notification.
    const errors = screen.getByRole('alert', { name: 'Errors' });
    expect(await within(errors).findByText('Could not save your favourites. Please try again.')).toBeInTheDocument();
    expect(heart('Book of Ra')).toHaveAttribute('aria-pressed', 'false');
    expect(heart('Book of Ra')).toHaveAccessibleName('Add «Book of Ra» to favourites');
  });

  it('a full list is named with the backend’s cap, in Russian', async () => {
    backend({ markFails: { status: 409, code: 'favorites_full', meta: { max: 500 } } });
    await renderPage(<Grid />, { language: 'ru' });
    const button = screen.getByRole('button', { name: 'Добавить «Midas Gold» в избранное' });
    await userEvent.click(button);
    const errors = screen.getByRole('alert', { name: 'Ошибки' });
    expect(await within(errors).findByText('В избранном может быть не больше 500 игр.')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('many hearts on a page ask for the list once', async () => {
    const { calls } = backend({ favorites: [BOOK] });
    await renderPage(
      <>
        <Grid />
        <FavoriteButton gameId={BOOK.id} gameName="Book of Ra (again)" />
        <FavoriteButton gameId={MIDAS.id} gameName="Midas Gold (again)" />
      </>,
    );
    // Until the list is in, every heart is there and none claims a favourite.
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(5);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove «Book of Ra (again)» from favourites' })).toBeInTheDocument());
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(2);
    expect(calls.favoritesReads).toBe(1);
  });
});
