'use client';

import type { SyntheticEvent } from 'react';
import { usePathname } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { COOKIE, DEFAULT_COOKIE_MAX_AGE_S } from '@/lib/config/cookies';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '@/lib/config/languages';
import { localizedPath, pathWithoutLanguage } from '@/lib/routes/localized';

/** The same page in another language: only the prefix changes, the rest of the path and the query stay. */
export function pathInLanguage(pathname: string, search: string, language: Language): string {
  const rest = pathWithoutLanguage(pathname);
  return `${localizedPath(language, rest)}${search ? `?${search}` : ''}`;
}

/** The link takes the page's query as the address has it now (the rendered link has none). */
function withQuery(event: SyntheticEvent<HTMLAnchorElement>) {
  const link = event.currentTarget;
  link.href = `${link.pathname}${window.location.search}`;
}

function rememberLanguage(language: Language) {
  // Remembered so a later visit to an unprefixed URL lands in the chosen language.
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${COOKIE.language}=${language}; Path=/; Max-Age=${DEFAULT_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
}

/**
 * Plain links (crawlable, work before hydration) in a disclosure, so keyboard users open it with
 * Enter/Space and move through the languages with Tab.
 * The query joins a link when it is pointed at, focused or used, read from the address then: the
 * page (a kept one too) renders without it, so the switcher needs no Suspense boundary for
 * useSearchParams, whose links would stream in after the page instead of coming with it.
 */
export function LanguageSwitcher() {
  const t = useTranslations('header');
  const current = useLocale();
  const pathname = usePathname();
  return (
    <details className="lang-switcher">
      {/* The name starts with the code it shows, so "RU" said aloud finds it (WCAG 2.5.3). */}
      <summary aria-label={`${current.toUpperCase()}, ${t('language')}: ${LANGUAGE_NAMES[current]}`}>
        <span aria-hidden="true">{current.toUpperCase()}</span>
      </summary>
      <ul className="lang-switcher__list">
        {LANGUAGES.map((language) => (
          <li key={language}>
            <a
              href={pathInLanguage(pathname, '', language)}
              hrefLang={language}
              lang={language}
              aria-current={language === current ? 'true' : undefined}
              onMouseEnter={withQuery}
              onFocus={withQuery}
              onClick={(event) => {
                withQuery(event);
                rememberLanguage(language);
              }}
            >
              {LANGUAGE_NAMES[language]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
