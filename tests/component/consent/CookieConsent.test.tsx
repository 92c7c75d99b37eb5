import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CookieConsent } from '@/components/consent/CookieConsent';
import { renderWithProviders } from '@/tests/support/render';

describe('the cookie consent', () => {
  it('opens its customise view on demand and agrees to the kinds chosen', async () => {
    const { store } = await renderWithProviders(<CookieConsent policyHref="/en/info/cookies" />, { language: 'en' });
    const banner = screen.getByRole('region', { name: 'We use cookies' });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Customise' }));
    expect(await screen.findByRole('checkbox', { name: /Necessary/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: /Functionality/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Marketing/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Accept selected' }));
    expect(store.getState().app.cookiesAgreeType).toBe('marketing');
    expect(banner).not.toBeInTheDocument();
  });

  it('goes back to the main view', async () => {
    await renderWithProviders(<CookieConsent policyHref="/en/info/cookies" />, { language: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Customise' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Accept all' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
