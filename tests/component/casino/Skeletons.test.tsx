import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/tests/support/render';
import { CasinoLobbySkeleton } from '@/components/casino/CasinoLobbySkeleton';
import { GameGridSkeleton } from '@/components/casino/GameGridSkeleton';
import { PageSkeleton } from '@/components/ui/PageSkeleton';

// The tiles are shapes only (hidden from screen readers), so they are counted by their mark.
const tiles = (container: HTMLElement, kind: 'game' | 'other-games') =>
  container.querySelectorAll(`[data-skeleton="${kind}"]`).length;

describe('skeleton preloaders (shell-and-routing.md §9)', () => {
  it('the casino lobby shows 16 game tiles and 2 other-games tiles, announced as loading', async () => {
    const { container } = await renderWithProviders(<CasinoLobbySkeleton />, { language: 'en' });
    expect(screen.getByRole('status', { name: 'Loading…' })).toHaveAttribute('aria-busy', 'true');
    expect(tiles(container, 'game')).toBe(16);
    expect(tiles(container, 'other-games')).toBe(2);
  });

  it('a game list that shows fewer games has as many tiles, never more than 16', async () => {
    const short = await renderWithProviders(<GameGridSkeleton tiles={12} />, { language: 'en' });
    expect(tiles(short.container, 'game')).toBe(12);
    short.unmount();
    const long = await renderWithProviders(<GameGridSkeleton tiles={100} />, { language: 'en' });
    expect(tiles(long.container, 'game')).toBe(16);
  });

  it('a page of the main layout has a generic skeleton, announced as loading', async () => {
    await renderWithProviders(<PageSkeleton />, { language: 'ru' });
    expect(screen.getByRole('status', { name: 'Загрузка…' })).toHaveAttribute('aria-busy', 'true');
  });
});
