// Return URLs a guard keeps and a login sends back to. They arrive in a query parameter anyone can
// write, so only a page of this site is ever followed; anything else is an open redirect (docs/decisions/return-urls.md).
// The rule: resolve the value with the URL parser, keep it only when the origin stays ours and the
// resolved path is under a language prefix, and answer with the resolved path, never the raw string:
// `/.//evil.com` passes every look at the raw text and still resolves to `//evil.com`, which a
// browser reads as another host.
import { LANGUAGES } from '@/lib/config/languages';

/** Longer than any real page of the site; a longer one is not a page the guard kept. */
const MAX_RETURN_URL_LENGTH = 2048;

// A host nobody owns (.invalid is reserved), standing for the site's origin: a value that starts
// with one `/` and has no backslash or control character cannot name a host, so it resolves the
// same against any origin, and a pure decider need not know which host the request came to.
const PROBE_ORIGIN = 'https://site.invalid';

// `/ru` or `/ru/…`, for each language of the site.
const UNDER_LANGUAGE = new RegExp(`^/(?:${LANGUAGES.join('|')})(?:/|$)`);

// U+0000–U+001F and U+007F. Checked by code point rather than a regex of control characters,
// which the linter rightly flags as usually a mistake.
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code <= 0x1f || code === 0x7f) return true;
  }
  return false;
}

// Browsers treat `\` like `/` and drop tabs and newlines, so `/\evil.com` and `/<tab>/evil.com` are
// both protocol-relative URLs to evil.com. `//` after decoding matters to anything that decodes
// once before redirecting.
function startsProtocolRelative(path: string): boolean {
  return path.startsWith('//') || path.startsWith('/\\');
}

/** The resolved path, query and fragment of `raw` if it is a page of this site, else `fallback`. */
export function safeReturnUrl(raw: string | null | undefined, fallback: string): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_RETURN_URL_LENGTH) {
    return fallback;
  }
  // A leading single `/` also rules out any scheme (`javascript:`, `https:evil.com`, `data:`).
  if (!raw.startsWith('/') || startsProtocolRelative(raw) || raw.includes('\\')) return fallback;
  if (hasControlCharacter(raw)) return fallback;

  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return fallback; // a malformed escape is not a page the guard kept
  }
  if (hasControlCharacter(decoded) || startsProtocolRelative(decoded)) return fallback;

  // The last word goes to the URL parser browsers use, dot segments (`.`, `%2e%2e`) resolved.
  let resolved: URL;
  try {
    resolved = new URL(raw, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (resolved.origin !== PROBE_ORIGIN) return fallback;
  const path = resolved.pathname;
  if (path.startsWith('//') || !UNDER_LANGUAGE.test(path)) return fallback;
  return path + resolved.search + resolved.hash;
}

/** The wanted page a guard keeps: `search` in `URL.search` form, `''` or starting with `?`. */
export function returnUrlFrom(pathname: string, search: string): string {
  return pathname + search;
}
