// The social sign-in sends the browser back to a return URL the site passed in a query anyone can
// write. The same rule as the site's own (lib/auth/returnUrl.ts; the backend never imports the site,
// so it keeps this small copy and both are tested against one corpus,
// tests/support/hostileReturnUrls.ts): resolve the value with the URL parser, keep it only when the
// origin stays ours and the resolved path is under a language prefix, and answer with the resolved
// path, never the raw string. `/.//evil.example` resolves to `//evil.example`: another host.

/** The site's languages (lib/config/languages.ts): a page of the site is `/<lng>` or `/<lng>/…`. */
export const SITE_LANGUAGES = ['ru', 'en', 'uk', 'kk', 'az', 'uz', 'tr'] as const;

/** Where a refused return URL goes: the site's root, which sends the visitor to his language. */
export const RETURN_URL_FALLBACK = '/';

// Longer than any page of the site.
const MAX_RETURN_URL_LENGTH = 2048;

// A host nobody owns, standing for the site's origin: a value that starts with one "/" and has no
// backslash or control character cannot name a host, so it resolves the same against any origin.
const PROBE_ORIGIN = 'http://same.invalid';

const UNDER_LANGUAGE = new RegExp(`^/(?:${SITE_LANGUAGES.join('|')})(?:/|$)`);

// Browsers read "\" as "/" and drop tabs and newlines, so any of them may turn into "//host".
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

const startsProtocolRelative = (text: string) => text.startsWith('//') || text.startsWith('/\\');

/** The resolved path, query and fragment of `value` if it is a page of the site, else "/". */
export function safeReturnUrl(value: string | undefined | null): string {
  if (!value || value.length > MAX_RETURN_URL_LENGTH) return RETURN_URL_FALLBACK;
  // A leading single "/" also rules out any scheme (javascript:, https:evil.example, data:).
  if (!value.startsWith('/') || startsProtocolRelative(value) || value.includes('\\') || CONTROL_CHARACTER.test(value)) {
    return RETURN_URL_FALLBACK;
  }
  try {
    // Decoded once too: anything that decodes before redirecting must not find "//" or a control.
    const decoded = decodeURIComponent(value);
    if (startsProtocolRelative(decoded) || CONTROL_CHARACTER.test(decoded)) return RETURN_URL_FALLBACK;
    const url = new URL(value, PROBE_ORIGIN);
    if (url.origin !== PROBE_ORIGIN) return RETURN_URL_FALLBACK;
    if (url.pathname.startsWith('//') || !UNDER_LANGUAGE.test(url.pathname)) return RETURN_URL_FALLBACK;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return RETURN_URL_FALLBACK; // a malformed escape is not a page of the site
  }
}

/** The return URL with query parameters added (e.g. social_token, social_error). */
export function withQuery(returnUrl: string, params: Record<string, string>): string {
  const url = new URL(safeReturnUrl(returnUrl), PROBE_ORIGIN);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return `${url.pathname}${url.search}${url.hash}`;
}
