// Return URLs an attacker writes into `?returnUrl=` to send a signed-in visitor off the site
// (docs/decisions/return-urls.md). One corpus for every place that decides on a return URL: the site's safeReturnUrl,
// the guard chain, the reference backend's own copy (social sign-in) and the browser tests. Every
// entry must be refused: the answer is the caller's fallback, never a path built from it.
// Plain data, no imports: the backend tests and the Playwright specs read it too.

export type HostileKind =
  | 'dot segments'
  | 'encodings'
  | 'backslashes'
  | 'tabs and CR/LF'
  | 'userinfo (@)'
  | 'schemes'
  | 'protocol-relative'
  | 'no language prefix';

export interface HostileReturnUrl {
  kind: HostileKind;
  /** The decoded value of the query parameter (what `URLSearchParams.get` gives). */
  value: string;
}

const group = (kind: HostileKind, values: readonly string[]): HostileReturnUrl[] => values.map((value) => ({ kind, value }));

export const HOSTILE_RETURN_URLS: readonly HostileReturnUrl[] = [
  // The three forms first reported, and their relatives: dot segments that climb to `//host`.
  ...group('dot segments', [
    '/.//evil.com/x',
    '/%2e%2e//evil.com',
    '/ru/../..//evil.com',
    '/ru/..//evil.com',
    '/..//evil.com',
    '/../../..//evil.com/x',
    '/././/evil.com',
    '/.///evil.com',
    '/%2e//evil.com',
    '/%2E%2E//evil.com',
    '/ru/%2e%2e//evil.com',
    '/ru/%2e%2e/%2e%2e//evil.com',
    '/ru/.%2e//evil.com',
    '/ru/%2e.//evil.com',
    '/ru/./..//evil.com',
    '/en/../../evil.com/x',
  ]),
  // Percent-encoded slashes, backslashes, dots and controls; double encoding; look-alike slashes.
  ...group('encodings', [
    '/%2F%2Fevil.com',
    '/%2f%2fevil.com',
    '%2F%2Fevil.com',
    '/%5Cevil.com',
    '/%5C%5Cevil.com',
    '/%252F%252Fevil.com',
    'https%3A%2F%2Fevil.com',
    '/ru%2F..%2F..%2F%2Fevil.com',
    '/%ef%bc%8f%ef%bc%8fevil.com',
    '/%E0%A4%A',
    '/%72%75/..//evil.com',
  ]),
  // Browsers read `\` as `/` in http(s) URLs.
  ...group('backslashes', [
    '/\\evil.com',
    '\\\\evil.com',
    '\\/evil.com',
    '/\\/evil.com',
    '/.\\/evil.com',
    '/ru/..\\..\\\\evil.com',
    '/ru\\..\\..\\/evil.com',
  ]),
  // The URL parser drops tabs and newlines anywhere and strips leading spaces and controls.
  ...group('tabs and CR/LF', [
    '/\t/evil.com',
    '\t//evil.com',
    '/\n/evil.com',
    '/\r\n/evil.com',
    '/.\t//evil.com',
    '/ru/\r\nSet-Cookie:x=1',
    '/%0d%0aLocation:%20http://evil.com',
    '/%09/evil.com',
    '/%0a/evil.com',
    ' //evil.com',
    '\u0000//evil.com',
    '/\u000b/evil.com',
  ]),
  ...group('userinfo (@)', [
    '//user@evil.com',
    '//localhost@evil.com/ru',
    'http://localhost@evil.com',
    'https://evil.com@localhost/ru',
    '/@evil.com',
    '/ru@evil.com',
    '@evil.com',
  ]),
  ...group('schemes', [
    'https://evil.com',
    'http://evil.com/x',
    'HTTPS://EVIL.COM',
    'https:evil.com',
    'http:evil.com',
    'https:/evil.com',
    'https:\\\\evil.com',
    'ftp://evil.com',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'blob:https://evil.com/x',
  ]),
  ...group('protocol-relative', ['//evil.com', '///evil.com', '////evil.com', '//evil.com/ru/office']),
  // Same origin but not a page of the site: only `/<lng>` or `/<lng>/…` is followed.
  ...group('no language prefix', ['/', '/evil.com', '/xx/office', '/RU/office', '/ruevil', '/ru/..', 'evil.com', '#//evil.com', '?x=//evil.com']),
];

/** Good return URLs and what they resolve to: the site's own pages under a language prefix. */
export const GOOD_RETURN_URLS: readonly { value: string; resolved: string }[] = [
  { value: '/ru/office/account?x=1', resolved: '/ru/office/account?x=1' },
  { value: '/ru', resolved: '/ru' },
  { value: '/en/live#top', resolved: '/en/live#top' },
  { value: '/ru/office/history?from=2024-01-01&page=2', resolved: '/ru/office/history?from=2024-01-01&page=2' },
  { value: '/tr/slots?a=1&b=%2F', resolved: '/tr/slots?a=1&b=%2F' },
  { value: '/ru/line/../office', resolved: '/ru/office' },
  { value: '/ru/матч', resolved: '/ru/%D0%BC%D0%B0%D1%82%D1%87' },
];
