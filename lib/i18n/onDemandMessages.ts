import type { AbstractIntlMessages } from 'next-intl';
import { isLanguage, DEFAULT_LANGUAGE } from '@/lib/config/languages';
import { ON_DEMAND_NAMESPACES, type OnDemandMessagesName } from '@/lib/config/clientMessages';
import { loadMessages } from './messages';
import { pickMessages } from './pick';

// One promise per language and part, so a preload on hover and the render that follows share the
// request, and a part opened again needs nothing. The language's message file is its own chunk
// (lib/i18n/messages.ts imports each with import()), content-hashed and cached by the browser.
const cache = new Map<string, Promise<AbstractIntlMessages>>();

/** The words of a part loaded on demand (lib/config/clientMessages.ts), fallback chain applied. */
export function loadOnDemandMessages(locale: string, name: OnDemandMessagesName): Promise<AbstractIntlMessages> {
  const language = isLanguage(locale) ? locale : DEFAULT_LANGUAGE;
  const key = `${language}:${name}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = loadMessages(language).then((messages) => pickMessages(messages, ON_DEMAND_NAMESPACES[name]));
    // A failed load is tried again next time rather than remembered.
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending;
}

/** Starts that load ahead of need (the opener's hover or focus). */
export function preloadOnDemandMessages(locale: string, name: OnDemandMessagesName): void {
  loadOnDemandMessages(locale, name).catch(() => undefined);
}
