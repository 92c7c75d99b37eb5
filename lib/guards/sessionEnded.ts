// Where a visitor whose session the backend forgot goes once its cookies are cleared
// (lib/auth/sessionEnded.ts, app/session-ended/route.ts).
import { SESSION_COOKIES, SESSION_ENDED_FALLBACK } from '@/lib/auth/sessionEnded';
import { safeReturnUrl } from '@/lib/auth/returnUrl';
import { runGuards } from './chain';
import type { RequestFacts } from './facts';

/**
 * Wherever the guards send a guest at the page he was on: the login page with returnUrl for a page
 * that needs login, the page itself when a guest may see it. A return URL that is not a page of
 * this site is the language root.
 */
export function afterSessionEnded(
  rawReturnUrl: string | null,
  facts: Omit<RequestFacts, 'pathname' | 'search' | 'acceptLanguage'>,
): string {
  const page = safeReturnUrl(rawReturnUrl, SESSION_ENDED_FALLBACK);
  const wanted = new URL(page, 'https://site.invalid');
  const cookies = Object.fromEntries(Object.entries(facts.cookies).filter(([name]) => !SESSION_COOKIES.includes(name)));
  const decision = runGuards({ ...facts, cookies, pathname: wanted.pathname, search: wanted.search, acceptLanguage: null });
  return decision.kind === 'redirect' ? decision.location : page;
}
