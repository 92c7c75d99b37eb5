import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MenuToggle } from '@/components/shell/MenuToggle';
import { LeftMenuDrawer } from '@/components/shell/LeftMenuDrawer';
import { SiteMenu, type SiteMenuGroup } from '@/components/shell/SiteMenu';
import { makeStore } from '@/store/makeStore';
import { renderWithProviders } from '@/tests/support/render';

vi.mock('next/navigation', () => ({ usePathname: () => '/en' }));

function Shell() {
  return (
    <>
      <MenuToggle />
      <LeftMenuDrawer label="Sports">
        <button type="button">Football</button>
      </LeftMenuDrawer>
      <button type="button">Page</button>
    </>
  );
}

describe('left menu drawer', () => {
  it('opens from the burger and says so to assistive technology', async () => {
    await renderWithProviders(<Shell />, { language: 'en' });
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('complementary', { name: 'Sports' })).toHaveAttribute('data-open', 'true');
  });

  it('closes with Escape', async () => {
    await renderWithProviders(<Shell />, { language: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('takes focus as it opens and gives it back to the burger on Escape', async () => {
    await renderWithProviders(<Shell />, { language: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('button', { name: 'Football' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('closes when focus leaves it for the page', async () => {
    await renderWithProviders(<Shell />, { language: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Page' })).toHaveFocus();
    expect(screen.getByRole('complementary', { name: 'Sports' })).toHaveAttribute('data-open', 'false');
  });
});

describe('the phone menu’s sections', () => {
  const groups: SiteMenuGroup[] = [
    { key: 'office', title: 'My account', links: [{ href: '/en/office/history', label: 'Bet history', audience: 'players', kind: 'office' }] },
    {
      key: 'sport',
      title: 'Sports',
      links: [
        { href: '/en/results', label: 'Results', audience: 'all', kind: 'navigation' },
        { href: '/en/user/login', label: 'Log in', audience: 'visitors', kind: 'navigation' },
      ],
    },
  ];

  it('show a visitor the public pages and his own, not the office', async () => {
    await renderWithProviders(<SiteMenu label="Site sections" groups={groups} />, { language: 'en' });
    expect(screen.queryByText('My account')).toBeNull();
    expect(screen.getByRole('link', { name: 'Results', hidden: true })).toHaveAttribute('href', '/en/results');
    expect(screen.getByRole('link', { name: 'Log in', hidden: true })).toBeInTheDocument();
  });

  it('show a player his office and not the visitors’ pages', async () => {
    await renderWithProviders(<SiteMenu label="Site sections" groups={groups} />, { language: 'en', store: makeStore({ language: 'en', userId: 1001 }) });
    expect(screen.getByRole('link', { name: 'Bet history', hidden: true })).toHaveAttribute('href', '/en/office/history');
    expect(screen.queryByRole('link', { name: 'Log in', hidden: true })).toBeNull();
  });
});
