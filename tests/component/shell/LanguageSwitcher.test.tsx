import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageSwitcher } from '@/components/shell/LanguageSwitcher';
import { renderWithProviders } from '@/tests/support/render';

vi.mock('next/navigation', () => ({
  usePathname: () => '/ru/slots',
  useSearchParams: () => new URLSearchParams('category=new'),
}));

describe('LanguageSwitcher', () => {
  it('links every language to the same page and query', async () => {
    await renderWithProviders(<LanguageSwitcher />);
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('link')).toHaveLength(7);
    expect(within(list).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/slots?category=new');
    expect(within(list).getByRole('link', { name: 'Русский' })).toHaveAttribute('aria-current', 'true');
  });

  it('remembers the chosen language in the lng cookie', async () => {
    await renderWithProviders(<LanguageSwitcher />);
    const link = screen.getByRole('link', { name: 'Türkçe', hidden: true });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(document.cookie).toContain('lng=tr');
  });
});
