import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { Provider } from 'react-redux';
import { SWRConfig } from 'swr';
import { makeStore, type AppStore } from '@/store/makeStore';
import type { Language } from '@/lib/config/languages';
import { loadMessages } from '@/lib/i18n/messages';
import { SITE_TIME_ZONE } from '@/lib/config/time';

export interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  language?: Language;
  store?: AppStore;
}

/**
 * Renders with what the app gives every client component: a fresh store, the real messages of
 * the language (with its fallbacks), and an SWR cache of its own so tests never share data.
 */
export async function renderWithProviders(ui: ReactElement, options: ProvidersOptions = {}) {
  const { language = 'ru', store = makeStore({ language }), ...rest } = options;
  const messages = await loadMessages(language);
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <NextIntlClientProvider locale={language} messages={messages} timeZone={SITE_TIME_ZONE}>
        <Provider store={store}>
          <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
        </Provider>
      </NextIntlClientProvider>
    );
  }
  return { store, ...render(ui, { wrapper: Wrapper, ...rest }) };
}
