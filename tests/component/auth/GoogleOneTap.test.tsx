import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { GoogleOneTap } from '@/components/auth/GoogleOneTap';
import { SiteConfigSchema } from '@/lib/api/siteConfig';
import { makeStore } from '@/store/makeStore';
import { server } from '@/tests/support/server';
import { renderWithProviders } from '@/tests/support/render';
import { defaultSiteConfig } from '@/backend/src/siteConfig';
import { OPTIONS } from './registrationSupport';

const SCRIPT = 'script[src="https://accounts.google.com/gsi/client"]';

afterEach(() => {
  document.querySelectorAll(SCRIPT).forEach((script) => script.remove());
  delete window.google;
  vi.restoreAllMocks();
});

/** The One Tap calls, recorded: the client id asked for, the forms posted. */
function oneTapBackend() {
  const calls = { clientId: 0, posted: [] as Record<string, string>[] };
  server.use(
    http.get('*/social-api/oauth/google-one-tap/clientId', () => {
      calls.clientId += 1;
      return HttpResponse.json({ clientId: 'demo-client.apps.googleusercontent.com' });
    }),
    http.get('*/web-api/registration/options', () => HttpResponse.json({ ...OPTIONS, default_country_id: 3 })),
    http.post('*/social-api/oauth/google-one-tap', async ({ request }) => {
      const form = await request.formData();
      calls.posted.push(Object.fromEntries([...form.entries()].map(([key, value]) => [key, String(value)])));
      return HttpResponse.json({ redirectUrl: '/en' });
    }),
  );
  return calls;
}

function storeWith(googleOneTapEnabled: boolean, userId: number | null = null) {
  return makeStore({ language: 'en', userId, siteConfig: SiteConfigSchema.parse({ ...defaultSiteConfig(), googleOneTapEnabled }) });
}

async function loadedScript(): Promise<HTMLScriptElement> {
  let script: HTMLScriptElement | null = null;
  await waitFor(() => {
    script = document.querySelector<HTMLScriptElement>(SCRIPT);
    expect(script).not.toBeNull();
  });
  return script as unknown as HTMLScriptElement;
}

describe('Google One Tap', () => {
  it('for a visitor with the feature on: initialises with the client id and prompts; a credential signs in and opens the answer', async () => {
    const calls = oneTapBackend();
    const navigate = vi.fn();
    await renderWithProviders(<GoogleOneTap navigate={navigate} />, { language: 'en', store: storeWith(true) });
    const script = await loadedScript();
    let callback: (response: { credential: string }) => void = () => undefined;
    const initialize = vi.fn((options: { client_id: string; callback: typeof callback }) => {
      callback = options.callback;
    });
    const prompt = vi.fn();
    window.google = { accounts: { id: { initialize, prompt } } };
    act(() => void script.dispatchEvent(new Event('load')));

    await waitFor(() => expect(prompt).toHaveBeenCalledTimes(1));
    expect(initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: 'demo-client.apps.googleusercontent.com' }));
    const cookies = vi.spyOn(document, 'cookie', 'set');
    callback({ credential: 'google-credential' });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/en'));
    // Kazakhstan is the options' default country here, so its currency goes with it.
    expect(calls.posted).toEqual([
      { g_csrf_token: expect.stringMatching(/^[0-9a-f]{64}$/), credential: 'google-credential', language: 'en', currency_id: '4', country_id: '3' },
    ]);
    // Google's double submit: the same value as a Strict cookie for the One Tap call only, deleted once answered.
    const token = calls.posted[0]?.g_csrf_token;
    expect(cookies.mock.calls.map(([line]) => line)).toEqual([
      `g_csrf_token=${token}; Path=/social-api/oauth/google-one-tap; Max-Age=60; SameSite=Strict`,
      'g_csrf_token=; Path=/social-api/oauth/google-one-tap; Max-Age=0; SameSite=Strict',
    ]);
  });

  it('a new double-submit token for every post', async () => {
    const calls = oneTapBackend();
    await renderWithProviders(<GoogleOneTap navigate={vi.fn()} />, { language: 'en', store: storeWith(true) });
    const script = await loadedScript();
    const initialized: { callback?: (response: { credential: string }) => void } = {};
    window.google = { accounts: { id: { initialize: (options) => void (initialized.callback = options.callback), prompt: () => undefined } } };
    act(() => void script.dispatchEvent(new Event('load')));
    await waitFor(() => expect(initialized.callback).toBeDefined());
    initialized.callback?.({ credential: 'one' });
    await waitFor(() => expect(calls.posted).toHaveLength(1));
    initialized.callback?.({ credential: 'two' });
    await waitFor(() => expect(calls.posted).toHaveLength(2));
    expect(calls.posted[0]?.g_csrf_token).not.toBe(calls.posted[1]?.g_csrf_token);
  });

  it('never opens another site the answer names', async () => {
    oneTapBackend();
    server.use(http.post('*/social-api/oauth/google-one-tap', () => HttpResponse.json({ redirectUrl: 'https://evil.example/' })));
    const navigate = vi.fn();
    await renderWithProviders(<GoogleOneTap navigate={navigate} />, { language: 'en', store: storeWith(true) });
    const script = await loadedScript();
    const initialized: { callback?: (response: { credential: string }) => void } = {};
    window.google = { accounts: { id: { initialize: (options) => void (initialized.callback = options.callback), prompt: () => undefined } } };
    act(() => void script.dispatchEvent(new Event('load')));
    await waitFor(() => expect(initialized.callback).toBeDefined());
    initialized.callback?.({ credential: 'google-credential' });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/en'));
  });

  it("logs 'Failed to load the Google One Tap script' when the script cannot load", async () => {
    oneTapBackend();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderWithProviders(<GoogleOneTap navigate={vi.fn()} />, { language: 'en', store: storeWith(true) });
    const script = await loadedScript();
    act(() => void script.dispatchEvent(new Event('error')));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Failed to load the Google One Tap script'));
  });

  it.each([
    ['the feature is off', storeWith(false)],
    ['the user is signed in', storeWith(true, 1001)],
  ])('loads nothing when %s', async (_, store) => {
    const calls = oneTapBackend();
    await renderWithProviders(<GoogleOneTap navigate={vi.fn()} />, { language: 'en', store });
    // Give an effect that would fetch the client id its turn.
    await act(() => Promise.resolve());
    expect(calls.clientId).toBe(0);
    expect(document.querySelector(SCRIPT)).toBeNull();
  });
});
