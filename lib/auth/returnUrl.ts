// Return URLs a guard keeps and a login sends back to. They arrive in a query parameter anyone can
// write, so only a same-origin absolute path is ever followed; anything else is an open redirect.

/** Longer than any real page of the site; a longer one is not a page the guard kept. */
const MAX_RETURN_URL_LENGTH = 2048;

// A host nobody owns (.invalid is reserved): resolving against it shows whether a path leaves it.
const PROBE_ORIGIN = 'https://site.invalid';

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

/** `raw` if it is a same-origin absolute path, else `fallback`. */
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

  // The last word goes to the URL parser browsers use: the path must not leave the origin.
  // `..` segments may climb to the root but never above it, so they pass.
  let resolved: URL;
  try {
    resolved = new URL(raw, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  return resolved.origin === PROBE_ORIGIN ? raw : fallback;
}

/** The wanted page a guard keeps: `search` in `URL.search` form, `''` or starting with `?`. */
export function returnUrlFrom(pathname: string, search: string): string {
  return pathname + search;
}
