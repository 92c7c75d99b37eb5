import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { CasinoSearchGate } from '@/components/casino/search/CasinoSearchGate';
import { href } from '@/lib/routes/href';
import { renderWithProviders } from '@/tests/support/render';
import { searchBackend } from './support';

const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn(), refresh: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/en/slots', useSearchParams: () => new URLSearchParams() }));

describe('the casino header search before the player reaches for it', () => {
  it('is a plain search form that sends q to the search page', async () => {
    await renderWithProviders(<CasinoSearchGate searchPath={href('en', 'casinoSearch')} />, { language: 'en' });
    const field = screen.getByRole('textbox', { name: 'Search games' });
    expect(field).toHaveAttribute('name', 'q');
    expect(screen.getByRole('search', { name: 'Search games' })).toHaveAttribute('action', '/en/casino-search');
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('becomes the combobox when focused, keeping what was typed and the focus, and searches it', async () => {
    searchBackend();
    await renderWithProviders(<CasinoSearchGate searchPath={href('en', 'casinoSearch')} />, { language: 'en' });
    const field = screen.getByRole('textbox', { name: 'Search games' });
    fireEvent.change(field, { target: { value: 'aur' } });
    act(() => field.focus());
    const box = await screen.findByRole('combobox', { name: 'Search games' });
    expect(box).toHaveValue('aur');
    expect(box).toHaveFocus();
    expect(screen.queryByRole('textbox', { name: 'Search games' })).toBeNull();
    expect(await screen.findByRole('option', { name: /Aurora Riches/ })).toBeVisible();
  });

  it('becomes the combobox when a pointer comes over it, without taking the focus', async () => {
    await renderWithProviders(<CasinoSearchGate searchPath={href('en', 'casinoSearch')} />, { language: 'en' });
    fireEvent.pointerEnter(screen.getByRole('search', { name: 'Search games' }));
    const box = await screen.findByRole('combobox', { name: 'Search games' });
    expect(box).not.toHaveFocus();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });
});
