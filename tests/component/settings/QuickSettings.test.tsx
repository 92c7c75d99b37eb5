import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuickSettings } from '@/components/settings/QuickSettings';
import { HtmlPreferenceSync } from '@/components/settings/HtmlPreferenceSync';
import { EventTime } from '@/components/sport/EventTime';
import { makeStore } from '@/store/makeStore';
import { defaultDisplayPreferences } from '@/lib/preferences/values';
import { renderWithProviders } from '@/tests/support/render';
import { browserCookies, clearBrowserCookies } from '@/tests/support/browserCookies';

// The office link is a client-side link; no router is mounted in a component test.
vi.mock('next/navigation', () => ({ useRouter: () => ({ prefetch: () => undefined }) }));

afterEach(() => {
  clearBrowserCookies();
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.removeAttribute('data-view-type');
});

// 18:00 UTC on 1 June.
const KICKOFF = '2025-06-01T18:00:00Z';

function Page() {
  return (
    <>
      <HtmlPreferenceSync />
      <QuickSettings />
      <EventTime iso={KICKOFF} />
    </>
  );
}

describe('quick settings in the header', () => {
  it('opens from a labelled button and offers odds format, time zone and theme to a guest', async () => {
    await renderWithProviders(<Page />, { language: 'en', store: makeStore({ language: 'en', cookiesAgreeType: 'ALL' }) });
    await userEvent.click(screen.getByLabelText('Site settings'));
    // The panel loads with its words when first opened.
    expect(await screen.findByRole('combobox', { name: 'Odds format' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Theme' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /All settings/ })).not.toBeInTheDocument();
  });

  it('carries its fields only from its first opening on, not in every page', async () => {
    await renderWithProviders(<Page />, { language: 'en' });
    expect(screen.queryByRole('combobox', { name: 'Odds format', hidden: true })).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Site settings'));
    expect(await screen.findByRole('combobox', { name: 'Odds format' })).toBeVisible();
  });

  it('links a signed-in player to the full settings page', async () => {
    await renderWithProviders(<Page />, { language: 'en', store: makeStore({ language: 'en', userId: 7 }) });
    await userEvent.click(screen.getByLabelText('Site settings'));
    expect(await screen.findByRole('link', { name: /All settings/ })).toHaveAttribute('href', '/en/office/settings');
  });

  it('a new time zone shows at once in the event times', async () => {
    await renderWithProviders(<Page />, { language: 'en', store: makeStore({ language: 'en', cookiesAgreeType: 'ALL' }) });
    expect(screen.getByText('06/01, 21:00')).toHaveAttribute('datetime', KICKOFF);
    await userEvent.click(screen.getByLabelText('Site settings'));
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Time zone' }), 'UTC−03:30');
    expect(screen.getByText('06/01, 14:30')).toBeInTheDocument();
    expect(browserCookies()).toMatchObject({ tzo: '-3.5' });
  });

  it('event times follow the preferences the server seeded from the cookies', async () => {
    const preferences = { ...defaultDisplayPreferences('en'), timeZone: 5.5, is12h: true };
    await renderWithProviders(<EventTime iso={KICKOFF} />, { language: 'en', store: makeStore({ language: 'en', preferences }) });
    expect(screen.getByText('06/01, 11:30 PM')).toBeInTheDocument();
  });

  it('the theme changes on <html> at once; without consent it is not saved and the panel says so', async () => {
    await renderWithProviders(<Page />, { language: 'en', store: makeStore({ language: 'en', cookiesAgreeType: 'disabled' }) });
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    await userEvent.click(screen.getByLabelText('Site settings'));
    await userEvent.click(await screen.findByRole('radio', { name: 'Light' }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(document.cookie).toBe('');
    expect(screen.getByRole('status')).toHaveTextContent('This setting lasts until you reload the page');
  });

  it('closes with Escape and gives focus back to its button', async () => {
    await renderWithProviders(<Page />, { language: 'en' });
    const toggle = screen.getByLabelText('Site settings');
    await userEvent.click(toggle);
    (await screen.findByRole('combobox', { name: 'Odds format' })).focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('combobox', { name: 'Odds format', hidden: true })).not.toBeVisible();
    expect(toggle).toHaveFocus();
  });

  it('closes when the visitor presses elsewhere on the page', async () => {
    await renderWithProviders(
      <>
        <Page />
        <p>Elsewhere</p>
      </>,
      { language: 'en' },
    );
    await userEvent.click(screen.getByLabelText('Site settings'));
    // The panel loads with its words when first opened.
    expect(await screen.findByRole('combobox', { name: 'Odds format' })).toBeVisible();
    await userEvent.click(screen.getByText('Elsewhere'));
    expect(screen.getByRole('combobox', { name: 'Odds format', hidden: true })).not.toBeVisible();
  });
});
