import { headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { DEFAULT_LANGUAGE, isLanguage } from '@/lib/config/languages';
import { LANGUAGE_HEADER } from '@/lib/config/headers';
import { SITE_TIME_ZONE } from '@/lib/config/time';
import { loadMessages } from './messages';

// The language comes from the caller (`getTranslations({ locale })`), the [lng] segment
// (setRequestLocale in the layout) or, for pages rendered in parallel with it, from the header the
// middleware set after validating the prefix. An explicit locale is taken first: asking for
// `requestLocale` reads the request's headers where setRequestLocale was not called, and a cached
// page (docs/cached-pages.md) must not read them.
export default getRequestConfig(async ({ locale: explicit, requestLocale }) => {
  const requested = explicit ?? (await requestLocale) ?? (await headers()).get(LANGUAGE_HEADER);
  const locale = isLanguage(requested) ? requested : DEFAULT_LANGUAGE;
  return { locale, messages: await loadMessages(locale), timeZone: SITE_TIME_ZONE };
});
