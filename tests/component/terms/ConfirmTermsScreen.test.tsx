import { afterEach, describe, expect, it, vi } from 'vitest';
import { addListener } from '@reduxjs/toolkit';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/tests/support/server';
import { memoryStorage } from '@/tests/support/memoryStorage';
import { renderWithProviders } from '@/tests/support/render';
import { ConfirmTermsScreen } from '@/components/terms/ConfirmTermsScreen';
import type { Language } from '@/lib/config/languages';
import { makeStore } from '@/store/makeStore';
import type { ShellEffects } from '@/store/effects';
import { termsConfirmRequested } from '@/store/listeners/terms';
import { termsStatusReceived } from '@/store/slices/app';

const CONFIRM = '*/web-api/api-v3/v2/user/agreement-rules/confirm';

/** A signed-in store whose navigation is recorded instead of leaving the page. */
function setup(language: Language, search = '?returnUrl=%2Fen%2Fslots') {
  const navigated: string[] = [];
  const effects: ShellEffects = {
    location: () => ({ pathname: `/${language}/confirm-terms`, search }),
    navigate: (url) => void navigated.push(url),
    reload: () => undefined,
    expireCookie: () => undefined,
    storage: memoryStorage(),
  };
  const store = makeStore({ language, userId: 1001, effects });
  store.dispatch(termsStatusReceived({ changed: true, updatedAt: '2026-11-01T00:00:00.000Z' }));
  return { store, navigated };
}

afterEach(() => vi.restoreAllMocks());

describe('confirm-terms screen', () => {
  it('says the terms changed, when, and links to the rules', async () => {
    const { store } = setup('en');
    await renderWithProviders(<ConfirmTermsScreen lng="en" />, { language: 'en', store });
    expect(screen.getByRole('heading', { level: 1, name: 'The terms have changed' })).toBeInTheDocument();
    expect(screen.getByText(/We have updated the site's terms/)).toBeInTheDocument();
    expect(screen.getByText('The new version was published on November 1, 2026.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the terms' })).toHaveAttribute('href', '/en/rules/1');
    expect(screen.getByRole('button', { name: 'I accept' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('leaves the date out when it is not known', async () => {
    const { store } = setup('ru');
    store.dispatch(termsStatusReceived({ changed: true, updatedAt: null }));
    await renderWithProviders(<ConfirmTermsScreen lng="ru" />, { language: 'ru', store });
    expect(screen.getByRole('heading', { level: 1, name: 'Правила обновлены' })).toBeInTheDocument();
    expect(screen.queryByText(/Новая редакция опубликована/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Читать правила' })).toHaveAttribute('href', '/ru/rules/1');
  });

  it('asks to accept the terms from the button, and then goes back', async () => {
    server.use(http.post(CONFIRM, () => HttpResponse.json({ ok: true })));
    const { store, navigated } = setup('en');
    const requested = vi.fn();
    store.dispatch(addListener({ actionCreator: termsConfirmRequested, effect: requested }));
    await renderWithProviders(<ConfirmTermsScreen lng="en" />, { language: 'en', store });
    await userEvent.click(screen.getByRole('button', { name: 'I accept' }));
    expect(requested).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'I accept' })).toBeDisabled();
    await waitFor(() => expect(navigated).toEqual(['/en/slots']));
  });

  it.each([
    ['ru', 'Я принимаю', 'Не удалось подтвердить согласие с правилами. Попробуйте ещё раз.'],
    ['en', 'I accept', 'We could not record your acceptance of the terms. Please try again.'],
  ] as const)('shows the failure as an alert in %s, and lets the player try again', async (language, label, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.post(CONFIRM, () => HttpResponse.json({ error: 'down' }, { status: 503 })));
    const { store, navigated } = setup(language);
    await renderWithProviders(<ConfirmTermsScreen lng={language} />, { language, store });
    const button = screen.getByRole('button', { name: label });
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(button).toBeEnabled();
    expect(navigated).toEqual([]);
  });
});
