import { COOKIE } from '@/lib/config/cookies';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@/lib/config/languages';
import type { Decision, RequestFacts } from './facts';

/** A language prefix is exactly two lowercase letters (shell-and-routing.md §5). */
const PREFIX = /^[a-z]{2}$/;

/**
 * The best supported language from an Accept-Language header, by quality, first wins on ties.
 * Region subtags are ignored (`en-GB` counts as `en`).
 */
export function languageFromAcceptLanguage(header: string | null): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { primary: tag.trim().toLowerCase().split('-')[0] ?? '', quality, index };
    })
    .filter((entry) => Number.isFinite(entry.quality) && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map((entry) => entry.primary).find(isLanguage) ?? null;
}

/** The visitor's current language: the `lng` cookie, then Accept-Language, then `ru`. */
export function preferredLanguage(facts: RequestFacts): Language {
  const fromCookie = facts.cookies[COOKIE.language];
  if (isLanguage(fromCookie)) return fromCookie;
  return languageFromAcceptLanguage(facts.acceptLanguage) ?? DEFAULT_LANGUAGE;
}

/**
 * Language guard (shell-and-routing.md §2; docs/decisions/language-guard.md): a path without a two-letter lowercase prefix is redirected to the
 * current language, keeping the rest of the path and the query; a well-formed prefix that is
 * not one of our languages is a 404 (shown in the visitor's language).
 */
export function decideLanguage(facts: RequestFacts): Decision {
  const first = facts.pathname.split('/')[1] ?? '';
  if (PREFIX.test(first)) {
    return isLanguage(first)
      ? { kind: 'next', language: first }
      : { kind: 'not-found', language: preferredLanguage(facts) };
  }
  const rest = facts.pathname === '/' ? '' : facts.pathname;
  return { kind: 'redirect', location: `/${preferredLanguage(facts)}${rest}${facts.search}` };
}
