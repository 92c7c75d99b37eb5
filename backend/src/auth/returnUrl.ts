/**
 * A return URL is only ever a path on this site: it starts with one "/", has no backslash, no
 * control characters and no scheme or host. Anything else becomes "/" (no open redirect).
 */
export function safeReturnUrl(value: string | undefined | null): string {
  if (!value) return '/';
  if (!value.startsWith('/') || value.startsWith('//')) return '/';
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return '/';
  try {
    // Parsed against a dummy origin: a path that resolves elsewhere is not one of ours.
    const url = new URL(value, 'http://same.invalid');
    if (url.origin !== 'http://same.invalid') return '/';
    const path = `${url.pathname}${url.search}${url.hash}`;
    // "/.//evil.example" normalises to "//evil.example", which a browser reads as another host.
    return path.startsWith('//') ? '/' : path;
  } catch {
    return '/';
  }
}

/** The return URL with query parameters added (e.g. social_token, social_error). */
export function withQuery(returnUrl: string, params: Record<string, string>): string {
  const url = new URL(safeReturnUrl(returnUrl), 'http://same.invalid');
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return `${url.pathname}${url.search}${url.hash}`;
}
