import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ModalHost } from '@/components/modals/ModalHost';
import { RegistrationButton } from '@/components/auth/registration/RegistrationButton';
import { RegistrationForm } from '@/components/auth/registration/RegistrationForm';
import { SiteConfigSchema } from '@/lib/api/siteConfig';
import { registrationLinks } from '@/lib/auth/authPages';
import { makeStore } from '@/store/makeStore';
import { selectOpenModals } from '@/store/slices/modals';
import { server } from '@/tests/support/server';
import { renderWithProviders } from '@/tests/support/render';
import { defaultSiteConfig } from '@/backend/src/siteConfig';
import { OPTIONS, registrationBackend, visitorStore } from './registrationSupport';

let pathname = '/en';
vi.mock('next/navigation', () => ({ usePathname: () => pathname, useRouter: () => ({ prefetch: () => undefined, push: () => undefined }) }));

afterEach(() => {
  pathname = '/en';
  vi.restoreAllMocks();
});

const config = (registrationEnabled: boolean) => SiteConfigSchema.parse({ ...defaultSiteConfig(), registrationEnabled });

describe('registration tabs', () => {
  it('offers the five ways to register as tabs the arrow keys move through', async () => {
    registrationBackend();
    const { store } = visitorStore('en');
    const user = userEvent.setup();
    await renderWithProviders(<RegistrationForm lng="en" initialType="one_click" />, { language: 'en', store });
    const tabs = within(screen.getByRole('tablist', { name: 'How to sign up' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['One click', 'By phone', 'Full', 'Social networks', 'Pay and play']);
    expect(screen.getByRole('tab', { name: 'One click' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('tabpanel', { name: 'One click' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'One click' }));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Full' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Full' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel', { name: 'Pay and play' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'One click' })).toHaveFocus();
  });

  it('tells the page which tab is shown, so its address follows', async () => {
    registrationBackend();
    const { store } = visitorStore('ru');
    const changed = vi.fn();
    await renderWithProviders(<RegistrationForm lng="ru" initialType="full" onTypeChange={changed} />, { language: 'ru', store });
    await userEvent.click(screen.getByRole('tab', { name: 'По телефону' }));
    expect(changed).toHaveBeenCalledWith('phone');
  });

  it('shows a failed options call with a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    server.use(
      http.get('*/web-api/registration/options', () =>
        fail ? HttpResponse.json({ errors: [{ detail: 'down' }] }, { status: 503 }) : HttpResponse.json(OPTIONS),
      ),
    );
    const { store } = visitorStore('en');
    await renderWithProviders(<RegistrationForm lng="en" initialType="one_click" />, { language: 'en', store });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the form…');
    const alert = await screen.findByRole('alert');
    fail = false;
    await userEvent.click(within(alert).getByRole('button'));
    expect(await screen.findByRole('button', { name: 'Sign up' })).toBeInTheDocument();
  });
});

describe('the header registration button', () => {
  it('opens the registration modal over the page', async () => {
    registrationBackend();
    const store = makeStore({ language: 'en', siteConfig: config(true) });
    await renderWithProviders(
      <>
        <RegistrationButton lng="en" links={registrationLinks('en')} />
        <ModalHost />
      </>,
      { language: 'en', store },
    );
    const link = screen.getByRole('link', { name: 'Sign up' });
    expect(link).toHaveAttribute('href', '/en/registration');
    await userEvent.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Sign up' });
    expect(within(dialog).getByRole('tablist', { name: 'How to sign up' })).toBeInTheDocument();
    expect(selectOpenModals(store.getState()).map((modal) => modal.kind)).toEqual(['registration']);
  });

  it('leaves the link to the page on the login page and when a redirect is asked for', async () => {
    pathname = '/en/user/login';
    const store = makeStore({ language: 'en', siteConfig: config(true) });
    await renderWithProviders(
      <>
        <RegistrationButton lng="en" links={registrationLinks('en')} />
        <RegistrationButton lng="ru" links={registrationLinks('ru')} returnUrl="/ru/office/history" />
      </>,
      { language: 'en', store },
    );
    const [plain, withReturn] = screen.getAllByRole('link', { name: 'Sign up' });
    expect(withReturn).toHaveAttribute('href', '/ru/registration?returnUrl=%2Fru%2Foffice%2Fhistory');
    plain?.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(plain as HTMLElement);
    expect(selectOpenModals(store.getState())).toEqual([]);
  });

  it('is not there when the site config disables registration', async () => {
    await renderWithProviders(<RegistrationButton lng="en" links={registrationLinks('en')} />, { language: 'en', store: makeStore({ language: 'en', siteConfig: config(false) }) });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('is not there for a signed-in player', async () => {
    const store = makeStore({ language: 'ru', userId: 1001, siteConfig: config(true) });
    await renderWithProviders(<RegistrationButton lng="ru" links={registrationLinks('ru')} />, { language: 'ru', store });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
