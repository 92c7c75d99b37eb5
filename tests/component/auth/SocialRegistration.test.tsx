import { describe, expect, it } from 'vitest';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RegistrationForm } from '@/components/auth/registration/RegistrationForm';
import { SocialButtons } from '@/components/auth/SocialButtons';
import { SOCIAL_PROVIDERS } from '@/lib/config/registration';
import { renderWithProviders } from '@/tests/support/render';
import { apiError, registrationBackend, visitorStore } from './registrationSupport';

describe('social buttons', () => {
  it("list every provider of the spec, each starting its round trip back to the same page", async () => {
    await renderWithProviders(<SocialButtons lng="en" returnUrl="/en/slots?x=1" />, { language: 'en' });
    const nav = screen.getByRole('navigation', { name: 'Log in with a social network' });
    const links = within(nav).getAllByRole('link');
    expect(links).toHaveLength(SOCIAL_PROVIDERS.length);
    expect(within(nav).getByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/social-api/oauth/google/authorize?returnUrl=%2Fen%2Fslots%3Fx%3D1&lng=en',
    );
    expect(links.map((link) => new URL(link.getAttribute('href') ?? '', 'http://site').pathname)).toEqual(
      SOCIAL_PROVIDERS.map((provider) => `/social-api/oauth/${provider}/authorize`),
    );
  });

  it('never send the browser back to another site', async () => {
    await renderWithProviders(<SocialButtons lng="ru" returnUrl="https://evil.example/" />, { language: 'ru' });
    expect(screen.getByRole('link', { name: 'Продолжить через ВКонтакте' })).toHaveAttribute(
      'href',
      '/social-api/oauth/vk/authorize?returnUrl=%2Fru&lng=ru',
    );
  });
});

describe('social registration', () => {
  it('starts in register mode and comes back to the social registration step', async () => {
    registrationBackend();
    const { store } = visitorStore('ru');
    await renderWithProviders(<RegistrationForm lng="ru" initialType="social" />, { language: 'ru', store });
    const nav = await screen.findByRole('navigation', { name: 'Регистрация через соцсети' });
    expect(within(nav).getByRole('link', { name: 'Продолжить через Яндекс' })).toHaveAttribute(
      'href',
      '/social-api/oauth/yandex/authorize?returnUrl=%2Fru%2Fregistration%2Fsocialregistration&lng=ru&mode=register',
    );
  });

  it('finishes with the token of the round trip, then signs the player in', async () => {
    const posted = registrationBackend();
    const { store, signedInWith } = visitorStore('en');
    const user = userEvent.setup();
    await renderWithProviders(
      <RegistrationForm lng="en" initialType="social" socialStep={{ provider: 'vk', token: 'tok-1' }} />,
      { language: 'en', store },
    );
    expect(await screen.findByText('You are signed in with VK.', { exact: false })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Currency'), 'KZT');
    await user.click(screen.getByRole('radio', { name: 'Casino bonus' }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(signedInWith).toEqual([1005]));
    expect(posted.soc_reg).toEqual([{ provider: 'vk', social_token: 'tok-1', currency: 'KZT', country_id: 1, bonus_choice: 2 }]);
  });

  it('shows an expired token as an alert', async () => {
    registrationBackend({ soc_reg: () => apiError(400, 'validation', 'The social sign-in has expired; sign in with the provider again') });
    const { store, signedInWith } = visitorStore('en');
    const user = userEvent.setup();
    await renderWithProviders(
      <RegistrationForm lng="en" initialType="social" socialStep={{ provider: 'vk', token: 'old' }} />,
      { language: 'en', store },
    );
    await user.click(await screen.findByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The social sign-in has expired; sign in with the provider again');
    expect(signedInWith).toEqual([]);
  });

  it.each([
    ['cancelled', 'The social sign-in was cancelled. Pick a network again or another way to sign up.'],
    ['registration_disabled', 'Sign-up is closed for now. Please try again later.'],
    ['something', 'We could not sign you in with that network. Please try again.'],
  ])('says why the round trip came back empty (%s)', async (error, text) => {
    registrationBackend();
    const { store } = visitorStore('en');
    await renderWithProviders(<RegistrationForm lng="en" initialType="social" socialError={error} />, { language: 'en', store });
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toBeInTheDocument();
  });
});
