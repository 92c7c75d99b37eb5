import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@/tests/support/render';
import { navigationStarted } from '@/lib/navigation/events';
import { NavigationProgress } from '@/components/shell/NavigationProgress';
import { NavigationProgressGate } from '@/components/shell/NavigationProgressGate';

// The router's idea of the page; a test "renders the new page" by changing it and rerendering.
const route = vi.hoisted(() => ({ pathname: '/', search: '' }));
vi.mock('next/navigation', () => ({
  usePathname: () => route.pathname,
  useSearchParams: () => new URLSearchParams(route.search),
}));

beforeEach(() => {
  route.pathname = '/';
  route.search = '';
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function start(target: string) {
  act(() => navigationStarted(target));
}

describe('top progress bar (shell-and-routing.md §9)', () => {
  it('stays hidden for the first 200 ms of a navigation', async () => {
    await renderWithProviders(<NavigationProgress />, { language: 'en' });
    start('/en/line');
    advance(199);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByRole('progressbar', { name: 'Loading the page' })).toHaveAttribute('aria-valuenow', '0');
  });

  it('fills over 5000 ms, then waits at 90 %', async () => {
    await renderWithProviders(<NavigationProgress />, { language: 'en' });
    start('/en/line');
    advance(200 + 2500);
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuenow', '45');
    advance(2500);
    expect(bar).toHaveAttribute('aria-valuenow', '90');
    advance(20000);
    expect(bar).toHaveAttribute('aria-valuenow', '90');
  });

  it('goes when the new page renders, and does not come back on a return to the old one', async () => {
    const { rerender } = await renderWithProviders(<NavigationProgress />, { language: 'en' });
    start('/en/line?sport=1');
    advance(1000);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    route.pathname = '/en/line';
    route.search = 'sport=1';
    rerender(<NavigationProgress />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    route.pathname = '/';
    route.search = '';
    rerender(<NavigationProgress />);
    advance(1000);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('does not start for a link to the page itself or an anchor on it', async () => {
    await renderWithProviders(<NavigationProgress />, { language: 'en' });
    start(`${window.location.origin}/`);
    start('/#top');
    advance(1000);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('is named in the page language', async () => {
    await renderWithProviders(<NavigationProgress />, { language: 'ru' });
    start('/ru/line');
    advance(300);
    expect(screen.getByRole('progressbar', { name: 'Загрузка страницы' })).toBeInTheDocument();
  });
});

/** Lets the bar's chunk (a dynamic import) arrive and render. */
async function barLoaded() {
  await act(async () => {
    await vi.dynamicImportSettled();
    await new Promise((resolve) => setImmediate(resolve));
  });
}

describe("the bar's gate", () => {
  it('brings the bar with the first navigation, which it shows after 200 ms', async () => {
    await renderWithProviders(<NavigationProgressGate />, { language: 'en' });
    start('/en/line');
    await barLoaded();
    advance(150);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    advance(100);
    expect(screen.getByRole('progressbar', { name: 'Loading the page' })).toBeInTheDocument();
  });

  it('loads nothing for a link to the page itself', async () => {
    await renderWithProviders(<NavigationProgressGate />, { language: 'en' });
    start('/#top');
    await barLoaded();
    advance(1000);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
