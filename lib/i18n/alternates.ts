import type { Metadata } from 'next';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@/lib/config/languages';
import { localizedPath } from '@/lib/routes/localized';

/** The public origin of the site, for absolute hreflang and canonical URLs. */
export function siteUrl(): URL {
  return new URL(process.env.SITE_URL || 'http://localhost:3000');
}

/**
 * Canonical and hreflang alternates of one page: the same path in every language, and
 * `x-default` pointing at the default language, so crawlers index each language once.
 * `path` is the part after the language prefix ('' for home).
 */
export function alternates(lng: string, path: string): Metadata['alternates'] {
  const languages: Record<string, string> = {};
  for (const language of LANGUAGES) languages[language] = localizedPath(language, path);
  languages['x-default'] = `/${DEFAULT_LANGUAGE}${path}`;
  return { canonical: localizedPath(lng, path), languages };
}
