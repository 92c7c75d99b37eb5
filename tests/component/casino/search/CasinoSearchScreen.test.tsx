import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { CasinoSearchScreen } from '@/components/casino/search/CasinoSearchScreen';
import { SEARCH_DEBOUNCE_MS } from '@/lib/api/useCasinoSearch';
import type { Language } from '@/lib/config/languages';
import { renderWithProviders } from '@/tests/support/render';
import { failingSearch, popularBackend, searchBackend } from './support';

// The address the page is opened at; a test changes it as the router would.
const address = vi.hoisted(() => ({ search: '' }));
const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn(), refresh: vi.fn() }));
vi.mock('next/navigation', () => ({
  useRouter: () => router,
  usePathname: () => '/en/casino-search',
  useSearchParams: () => new URLSearchParams(address.search),
}));

// The debounce's clock is ours: fireEvent and vi.waitFor inside act, as in CasinoSearchBox.test.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  router.replace.mockClear();
  address.search = '';
});
afterEach(() => {
  vi.useRealTimers();
});

async function open(search: string, language: Language = 'en') {
  address.search = search;
  const view = await renderWithProviders(<CasinoSearchScreen />, { language });
  return { ...view, field: screen.getByRole('searchbox', { name: language === 'ru' ? 'Поиск игр' : 'Search games' }) };
}

const until = (check: () => void) => act(() => vi.waitFor(check));
const tiles = (grid: HTMLElement) => within(grid).getAllByRole('link').map((link) => link.textContent);

describe('the casino search page', () => {
  it('reads the query from the address, shows the skeleton, then the count and the games', async () => {
    const asked = searchBackend();
    const { field } = await open('q=aur');
    expect(field).toHaveValue('aur');
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    await until(() => expect(screen.getByRole('status')).toHaveTextContent('2 games found'));
    // Opened with a query, it asks at once (no pause to wait for) and for the most it may.
    expect(asked).toEqual([{ q: 'aur', limit: '50', lng: 'en' }]);
    expect(tiles(screen.getByRole('list', { name: 'Games for «aur»' }))).toEqual(['Aurora RichesNorthern Lights Gaming', 'AvroraSamovar Games']);
    expect(screen.getByRole('link', { name: /Aurora Riches/ })).toHaveAttribute('href', '/en/slots/game/3001/aurora-riches');
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('puts what the player types into the address once he pauses', async () => {
    const asked = searchBackend();
    popularBackend();
    const { field } = await open('');
    for (const text of ['v', 've', 'vel', 'velv', 'velve', 'velvet']) fireEvent.change(field, { target: { value: text } });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    expect(router.replace).toHaveBeenCalledTimes(1);
    expect(router.replace).toHaveBeenCalledWith('/en/casino-search?q=velvet', { scroll: false });
    await until(() => expect(screen.getByRole('status')).toHaveTextContent('1 game found'));
    expect(asked.map((query) => query.q)).toEqual(['velvet']);
    expect(tiles(screen.getByRole('list', { name: 'Games for «velvet»' }))).toEqual(['Velvet Roulette LiveVelvet Dice Live']);

    // A space at the end is the same query: the address stays.
    fireEvent.change(field, { target: { value: 'velvet ' } });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    expect(router.replace).toHaveBeenCalledTimes(1);
  });

  it('follows the address when it changes elsewhere (the header box on this page)', async () => {
    searchBackend();
    const { field, rerender } = await open('q=aur');
    await until(() => expect(screen.getByRole('status')).toHaveTextContent('2 games found'));
    address.search = 'q=velvet';
    rerender(<CasinoSearchScreen />);
    expect(field).toHaveValue('velvet');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    await until(() => expect(screen.getByRole('status')).toHaveTextContent('1 game found'));
    // The address already says so: nothing to write back.
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('keeps typing when its own older address lands late, and Enter writes the address at once', async () => {
    searchBackend();
    const { field, rerender } = await open('q=au');
    fireEvent.change(field, { target: { value: 'aur' } });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    expect(router.replace).toHaveBeenLastCalledWith('/en/casino-search?q=aur', { scroll: false });
    fireEvent.change(field, { target: { value: 'aurora' } });
    // The server's answer to the replace arrives now, while the player has typed on.
    address.search = 'q=aur';
    rerender(<CasinoSearchScreen />);
    expect(field).toHaveValue('aurora');
    fireEvent.submit(field);
    expect(router.replace).toHaveBeenLastCalledWith('/en/casino-search?q=aurora', { scroll: false });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    expect(router.replace).toHaveBeenCalledTimes(2);
  });

  it('below 2 letters gives a hint and the popular games, without searching', async () => {
    const asked = searchBackend();
    const popular = popularBackend();
    await open('q=a');
    expect(screen.getByText('Type at least 2 letters')).toBeVisible();
    await until(() => expect(screen.getByRole('list', { name: 'Popular games' })).toBeVisible());
    expect(tiles(screen.getByRole('list', { name: 'Popular games' }))).toEqual([
      'Comet CrashBlue Comet Interactive',
      'Aurora RichesNorthern Lights Gaming',
      'Velvet Roulette LiveVelvet Dice Live',
    ]);
    expect(popular).toEqual(['?lng=en&tag=popular&limit=16']);
    expect(asked).toEqual([]);
  });

  it('says when nothing is found and suggests the popular games', async () => {
    searchBackend();
    await open('q=zzz');
    await until(() => expect(screen.getByRole('status')).toHaveTextContent('Nothing found for «zzz»'));
    expect(screen.getByRole('heading', { name: 'Popular games' })).toBeVisible();
    expect(tiles(screen.getByRole('list', { name: 'Popular games' }))).toEqual(['Comet CrashBlue Comet Interactive', 'Velvet Roulette LiveVelvet Dice Live']);
  });

  it('offers a retry when the search fails, and the retry shows the games', async () => {
    searchBackend();
    failingSearch(1);
    await open('q=aur');
    await until(() => expect(screen.getByRole('alert')).toHaveTextContent('The search failed.'));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await until(() => expect(screen.getByRole('status')).toHaveTextContent('2 games found'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks Russian, with its plurals', async () => {
    searchBackend();
    const { field } = await open('q=аврора', 'ru');
    expect(field).toHaveAttribute('placeholder', 'Игра или студия');
    await until(() => expect(screen.getByRole('status')).toHaveTextContent('Найдено 2 игры'));
    expect(tiles(screen.getByRole('list', { name: 'Игры по запросу «аврора»' }))).toEqual(['Aurora RichesNorthern Lights Gaming', 'АврораСамовар Геймс']);
    fireEvent.change(field, { target: { value: 'velvet' } });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    await until(() => expect(screen.getByRole('status')).toHaveTextContent('Найдена 1 игра'));
    fireEvent.change(field, { target: { value: 'zzz' } });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    await until(() => expect(screen.getByRole('status')).toHaveTextContent('По запросу «zzz» ничего не найдено'));
    expect(screen.getByRole('list', { name: 'Популярные игры' })).toBeVisible();
  });
});
