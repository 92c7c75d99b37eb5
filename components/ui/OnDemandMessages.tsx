'use client';

import type { ComponentType, ReactNode } from 'react';
import { useLocale } from 'next-intl';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@/lib/config/languages';
import { ON_DEMAND_NAMESPACES, type OnDemandMessagesName } from '@/lib/config/clientMessages';
import { loadOnDemandMessages } from '@/lib/i18n/onDemandMessages';
import { MergedMessages } from './MergedMessages';
import { lazyWithRetry } from './lazyWithRetry';

type Provider = ComponentType<{ children: ReactNode }>;

function providerOf(language: Language, name: OnDemandMessagesName): Provider {
  return lazyWithRetry(() =>
    loadOnDemandMessages(language, name).then(
      (messages) =>
        function WithMessages({ children }: { children: ReactNode }) {
          return <MergedMessages messages={messages}>{children}</MergedMessages>;
        },
    ),
  );
}

// One provider per language and part, made up front (a lazy component loads nothing until it is
// rendered): it suspends and resumes the way the lazily loaded bodies do, in React's test mode too,
// where `use` on the promise was not resumed.
const PROVIDERS = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    Object.fromEntries(Object.keys(ON_DEMAND_NAMESPACES).map((name) => [name, providerOf(language, name as OnDemandMessagesName)])),
  ]),
) as Record<Language, Record<OnDemandMessagesName, Provider>>;

/**
 * The words of a part loaded on demand, merged over the shell's (docs/decisions/client-messages.md). It suspends
 * until they are there, up to the Suspense that also waits for the part's chunk, so the part never
 * shows a raw key.
 */
export function OnDemandMessages({ name, children }: { name: OnDemandMessagesName; children: ReactNode }) {
  const locale = useLocale();
  const Provider = PROVIDERS[isLanguage(locale) ? locale : DEFAULT_LANGUAGE][name];
  return <Provider>{children}</Provider>;
}
