import { COOKIE } from './cookies';

/** Cookie options of the consent modal (shell-and-routing.md §4): necessary is fixed on. */
export const CONSENT_KINDS = ['necessary', 'functionality', 'marketing'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/**
 * Which consent each cookie the site writes needs. The spec names the left and right panel
 * hiding as functional (shell-and-routing.md §6); the other display preferences are functional too; the
 * session, the language and the consent choice itself are necessary.
 */
export const COOKIE_KIND: Readonly<Record<string, ConsentKind>> = {
  [COOKIE.language]: 'necessary',
  [COOKIE.session]: 'necessary',
  [COOKIE.userToken]: 'necessary',
  [COOKIE.cookiesAgreeType]: 'necessary',
  [COOKIE.timeZone]: 'functionality',
  [COOKIE.is12h]: 'functionality',
  [COOKIE.hideLeft]: 'functionality',
  [COOKIE.hideRight]: 'functionality',
  [COOKIE.appViewType]: 'functionality',
  [COOKIE.marketsNameType]: 'functionality',
  [COOKIE.groupedByCountry]: 'functionality',
  [COOKIE.appTheme]: 'functionality',
  [COOKIE.coefViewId]: 'functionality',
  [COOKIE.preferenceFlags]: 'functionality',
};

/** The consent choice is kept for a year, so the question is not asked again every day. */
export const CONSENT_COOKIE_MAX_AGE_S = 365 * 86400;
