import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { CasinoSearchBox } from '@/components/casino/search/CasinoSearchBox';
import { SEARCH_DEBOUNCE_MS } from '@/lib/api/useCasinoSearch';
import type { Language } from '@/lib/config/languages';
import { href } from '@/lib/routes/href';
import { renderWithProviders } from '@/tests/support/render';
import { failingSearch, searchBackend } from './support';

const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn(), refresh: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/en/slots', useSearchParams: () => new URLSearchParams() }));

// The debounce's clock is ours, so the page is driven with fireEvent and answers are awaited
// inside act with vi.waitFor: user-event and the testing library's own waits run on the (faked)
// setTimeout and would never end.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  router.push.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
});

async function setup(language: Language = 'en') {
  await renderWithProviders(
    <>
      <CasinoSearchBox searchPath={href(language, 'casinoSearch')} />
      <button type="button">Elsewhere</button>
    </>,
    { language },
  );
  const box = screen.getByRole('combobox', { name: language === 'ru' ? 'Поиск игр' : 'Search games' });
  act(() => box.focus());
  return box;
}

/** Types letter by letter, as fast as a player does: well within the pause. */
function type(box: HTMLElement, text: string) {
  for (const letter of text) fireEvent.change(box, { target: { value: (box as HTMLInputElement).value + letter } });
}

const press = (box: HTMLElement, key: string) => fireEvent.keyDown(box, { key });

/** Types, lets the pause pass and waits until the backend's answer is drawn. */
async function search(box: HTMLElement, text: string, until: () => void) {
  type(box, text);
  await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
  await act(() => vi.waitFor(until));
}

const options = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('the casino header search', () => {
  it('asks nothing for 1 letter and says that 2 are needed', async () => {
    const asked = searchBackend();
    const box = await setup();
    type(box, 'a');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 4));
    expect(asked).toEqual([]);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Type at least 2 letters');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('asks once the player pauses and shows each game with its studio', async () => {
    const asked = searchBackend();
    const box = await setup();
    await search(box, 'aur', () => expect(screen.getByRole('option', { name: /Aurora Riches/ })).toBeVisible());
    // One request for the pause, none for "au".
    expect(asked).toEqual([{ q: 'aur', limit: '8', lng: 'en' }]);
    expect(screen.getByRole('listbox', { name: 'Games found' })).toBeVisible();
    expect(options()).toEqual(['Aurora RichesNorthern Lights Gaming', 'AvroraSamovar Games']);
    expect(screen.getByRole('option', { name: /Aurora Riches/ })).toHaveTextContent('Northern Lights Gaming');
    expect(screen.getByRole('link', { name: 'All results for «aur»' })).toHaveAttribute('href', '/en/casino-search?q=aur');
  });

  it('moves the active game with the arrows, wrapping, and opens it with Enter', async () => {
    searchBackend();
    const box = await setup();
    await search(box, 'aur', () => expect(screen.getAllByRole('option')).toHaveLength(2));
    const [aurora, avrora] = screen.getAllByRole('option');
    expect(box).not.toHaveAttribute('aria-activedescendant');

    press(box, 'ArrowDown');
    expect(box).toHaveAttribute('aria-activedescendant', aurora!.id);
    expect(aurora).toHaveAttribute('aria-selected', 'true');
    press(box, 'ArrowDown');
    expect(box).toHaveAttribute('aria-activedescendant', avrora!.id);
    expect(aurora).toHaveAttribute('aria-selected', 'false');
    press(box, 'ArrowDown');
    expect(box).toHaveAttribute('aria-activedescendant', aurora!.id);
    press(box, 'ArrowUp');
    expect(box).toHaveAttribute('aria-activedescendant', avrora!.id);
    press(box, 'ArrowUp');
    expect(box).toHaveAttribute('aria-activedescendant', aurora!.id);
    // The focus never leaves the field (aria-activedescendant names the game).
    expect(box).toHaveFocus();

    press(box, 'Enter');
    expect(router.push).toHaveBeenCalledWith('/en/slots/game/3001/aurora-riches');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('goes to the search page with the query on Enter when no game is active', async () => {
    searchBackend();
    const box = await setup();
    await search(box, '  aur ', () => expect(screen.getAllByRole('option')).toHaveLength(2));
    press(box, 'Enter');
    expect(router.push).toHaveBeenCalledWith('/en/casino-search?q=aur');
  });

  it('opens a game that is clicked: a live game under casino/game', async () => {
    searchBackend();
    const box = await setup();
    await search(box, 'velvet', () => expect(screen.getByRole('option', { name: /Velvet Roulette Live/ })).toBeVisible());
    fireEvent.click(screen.getByRole('option', { name: /Velvet Roulette Live/ }));
    expect(router.push).toHaveBeenCalledWith('/en/casino/game/3021/velvet-roulette-live');
  });

  it('closes on Escape, clears on a second Escape, and closes when the player clicks elsewhere', async () => {
    searchBackend();
    const box = await setup();
    await search(box, 'aur', () => expect(screen.getAllByRole('option')).toHaveLength(2));
    press(box, 'ArrowDown');
    press(box, 'Escape');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveValue('aur');
    press(box, 'Escape');
    expect(box).toHaveValue('');

    await search(box, 'aur', () => expect(screen.getAllByRole('option')).toHaveLength(2));
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    fireEvent.pointerDown(elsewhere);
    act(() => elsewhere.focus());
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('suggests the popular games when nothing is found', async () => {
    searchBackend();
    const box = await setup();
    await search(box, 'zzz', () => expect(screen.getByRole('status')).toHaveTextContent('Nothing found'));
    const list = screen.getByRole('listbox', { name: 'Popular games' });
    expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Comet CrashBlue Comet Interactive',
      'Velvet Roulette LiveVelvet Dice Live',
    ]);
    press(box, 'ArrowDown');
    press(box, 'Enter');
    expect(router.push).toHaveBeenCalledWith('/en/slots/game/3013/comet-crash');
  });

  it('says when the search failed and shows the games after a retry', async () => {
    searchBackend();
    failingSearch(1);
    const box = await setup();
    await search(box, 'aur', () => expect(screen.getByRole('alert')).toHaveTextContent('The search failed.'));
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await act(() => vi.waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2)));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'true');
  });

  it('speaks Russian, and a Latin query finds the Cyrillic name', async () => {
    const asked = searchBackend();
    const box = await setup('ru');
    expect(box).toHaveAttribute('placeholder', 'Игра или студия');
    type(box, 'a');
    expect(screen.getByRole('status')).toHaveTextContent('Введите хотя бы 2 буквы');
    await search(box, 'urora', () => expect(screen.getByRole('option', { name: /Аврора/ })).toBeVisible());
    expect(asked).toEqual([{ q: 'aurora', limit: '8', lng: 'ru' }]);
    expect(screen.getByRole('option', { name: /Аврора/ })).toHaveTextContent('Самовар Геймс');
    expect(screen.getByRole('listbox', { name: 'Найденные игры' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Все результаты по запросу «aurora»' })).toBeVisible();
  });
});
