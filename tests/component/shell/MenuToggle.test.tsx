import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MenuToggle } from '@/components/shell/MenuToggle';
import { LeftMenuDrawer } from '@/components/shell/LeftMenuDrawer';
import { renderWithProviders } from '@/tests/support/render';

vi.mock('next/navigation', () => ({ usePathname: () => '/en' }));

function Shell() {
  return (
    <>
      <MenuToggle />
      <LeftMenuDrawer label="Sports">
        <p>Football</p>
      </LeftMenuDrawer>
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
});
