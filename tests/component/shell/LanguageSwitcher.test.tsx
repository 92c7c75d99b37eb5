import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageSwitcher } from '@/components/shell/LanguageSwitcher';
import { renderWithProviders } from '@/tests/support/render';

vi.mock('next/navigation', () => ({ usePathname: () => '/ru/slots' }));

describe('LanguageSwitcher', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('links every language to the same page, and the query joins a link the player points at or focuses', async () => {
    window.history.replaceState(null, '', '/ru/slots?category=new');
    await renderWithProviders(<LanguageSwitcher />);
    const list = screen.getByRole('list', { hidden: true });
    expect(within(list).getAllByRole('link', { hidden: true })).toHaveLength(7);
    // As the server renders it (the query is not part of a cached page).
    const english = within(list).getByRole('link', { name: 'English', hidden: true });
    expect(english).toHaveAttribute('href', '/en/slots');
    expect(within(list).getByRole('link', { name: 'Русский', hidden: true })).toHaveAttribute('aria-current', 'true');

    await userEvent.hover(english);
    expect(english).toHaveAttribute('href', '/en/slots?category=new');
    const ukrainian = within(list).getByRole('link', { name: 'Українська', hidden: true });
    ukrainian.focus();
    expect(ukrainian).toHaveAttribute('href', '/uk/slots?category=new');
  });

  it('a click takes the query as the address has it then', async () => {
    await renderWithProviders(<LanguageSwitcher />);
    window.history.replaceState(null, '', '/ru/slots?page=2');
    const link = screen.getByRole('link', { name: 'Қазақша', hidden: true });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(link).toHaveAttribute('href', '/kk/slots?page=2');
  });

  it('remembers the chosen language in the lng cookie', async () => {
    await renderWithProviders(<LanguageSwitcher />);
    const link = screen.getByRole('link', { name: 'Türkçe', hidden: true });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(document.cookie).toContain('lng=tr');
  });
});
