// The remote page fragment response (shell-and-routing.md §7: appName, title, codeToEval, scriptsToLoad,
// head, body, style, cssToLoad) and how it is made safe to insert.
//
// The markup comes from our own fragment service. Sanitising it here is defence in depth in case
// that service or its content is ever compromised — it is NOT a general HTML sanitiser and must
// not be used for user-supplied HTML. It works on the text with small regexes that never try to
// parse HTML: every rule looks at every position of the text (inside tags, text or comments
// alike), removes what it matches, and the rules are applied again until nothing changes, so a
// removal cannot stitch a new dangerous construct together. When in doubt it removes too much.

import { FragmentPayloadSchema, type FragmentPayload } from '@/lib/api/fragment';
import { FRAGMENT_ALLOWED_ORIGINS } from '@/lib/config/fragments';

// The schema lives with its endpoint (lib/api/fragment.ts); re-exported for the sanitiser's callers.
export { FragmentPayloadSchema, type FragmentPayload };

export interface SanitizeOptions {
  /** Origins (`https://cdn.example.com`) scripts and style sheets may come from, besides our own. */
  allowedOrigins: readonly string[];
  /**
   * Where the answer came from (its final URL's origin) and the origin it was asked from. With it,
   * code — `codeToEval` and `scriptsToLoad` — is kept only when the answer came from that origin
   * or an allowed one. Without it `codeToEval` is never kept (scripts follow the URL rule alone).
   */
  source?: { origin: string; endpointOrigin: string };
}

export interface SanitizedFragment {
  title: string;
  head: string;
  body: string;
  style: string;
  scripts: string[];
  css: string[];
  /** The code to run, only from a trusted source (see SanitizeOptions.source); else null. */
  codeToEval: string | null;
  warnings: string[];
}

/** More rounds than any real fragment needs; markup that is still changing after them is dropped. */
const MAX_ROUNDS = 20;

function untilStable(input: string, round: (s: string) => string): string {
  let current = input;
  for (let i = 0; i < MAX_ROUNDS; i += 1) {
    const next = round(current);
    if (next === current) return current;
    current = next;
  }
  return '';
}

// ---------------------------------------------------------------------------------------------
// CSS

/** Dangerous CSS, as written. `</style` would end the style element and start markup. */
const CSS_REMOVALS: readonly RegExp[] = [
  /<\/style/gi,
  /<\/?script\b[^>]*>?/gi,
  /@import[^;]*(?:;|$)/gi,
  /expression\s*(?=\()/gi,
  /(?:java|vb)script\s*:/gi,
  /behaviou?r\s*:/gi,
  /-moz-binding/gi,
];

/** The same, looked for once comments, escapes, case and whitespace are taken away. */
const CSS_HIDDEN = /expression\(|(?:java|vb)script:|@import|behaviou?r:|-moz-binding/;

/** CSS with comments removed and backslash escapes decoded, lower case, no whitespace. */
function normalizeCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?(?:\*\/|$)/g, '')
    .replace(/\\(?:([0-9a-f]{1,6})\s?|([\s\S]))/gi, (_, hex: string | undefined, char: string | undefined) =>
      hex !== undefined ? codePoint(parseInt(hex, 16)) : (char ?? ''),
    )
    .toLowerCase()
    .replace(/[\s\u0000-\u001f\u007f]+/g, '');
}

function isDangerousCss(css: string): boolean {
  return CSS_HIDDEN.test(normalizeCss(css)) || /<\/style/i.test(css);
}

/**
 * Removes the dangerous CSS above. If any still shows once escapes and comments are undone
 * (`\65 xpression(`, `@im\70 ort`, `expr/**\/ession(`), the whole style sheet is dropped.
 */
function sanitizeCss(css: string): string {
  const cleaned = untilStable(css, (s) => CSS_REMOVALS.reduce((acc, re) => acc.replace(re, ''), s));
  return isDangerousCss(cleaned) ? '' : cleaned;
}

// ---------------------------------------------------------------------------------------------
// Markup

/** Elements removed with their content. */
const BLOCK_ELEMENTS = /<(script|iframe|object|applet|frameset|noembed)\b[\s\S]*?<\/\1\s*>/gi;
/** Any opening or closing tag of these left over (unclosed, nested, void ones). */
const LEFTOVER_TAGS = /<\/?(?:script|iframe|object|applet|frameset|frame|embed|noembed|base|link)\b[^>]*>?/gi;
/** `<meta http-equiv=…>` can redirect the page (refresh) or set policies; fragments do not need it. */
const META_HTTP_EQUIV = /<meta\b[^>]*http-equiv[^>]*>?/gi;
/**
 * A style element's content, up to where the browser ends it (`</style` then whitespace, `/` or
 * `>`) or the end of the text.
 */
const STYLE_ELEMENT = /(<style\b[^>]*>)([\s\S]*?)(?=<\/style[\s/>]|$)/gi;
/**
 * An attribute name and its `=`. Attribute names follow whitespace, `/` (`<svg/onload=…>`) or the
 * closing quote of the previous value (`<a x="1"onclick=…>`).
 */
const ATTRIBUTE_START = /(?<=[\s/"'])([^\s/>="'<]+)(\s*=\s*)/g;

const NAMED_ENTITIES: Record<string, string> = { colon: ':', tab: '\t', newline: '\n', nbsp: '\u00a0' };

function codePoint(n: number): string {
  return Number.isInteger(n) && n > 0 && n <= 0x10ffff && !(n >= 0xd800 && n <= 0xdfff)
    ? String.fromCodePoint(n)
    : '\ufffd';
}

/** Enough entity decoding to see a scheme through `&#106;`, `&#x6A`, `&colon;` and `&Tab;`. */
function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => codePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => codePoint(parseInt(dec, 10)))
    .replace(/&([a-z]+);/gi, (whole: string, name: string) => NAMED_ENTITIES[name.toLowerCase()] ?? whole);
}

const UNQUOTED_VALUE = /[^\s>]*/y;

/** The raw value at `at`: a quoted string (to its closing quote or the end) or an unquoted run. */
function readAttributeValue(html: string, at: number): string {
  const quote = html[at];
  if (quote === '"' || quote === "'") {
    const end = html.indexOf(quote, at + 1);
    return end === -1 ? html.slice(at) : html.slice(at, end + 1);
  }
  UNQUOTED_VALUE.lastIndex = at;
  return UNQUOTED_VALUE.exec(html)?.[0] ?? '';
}

function isDangerousAttribute(name: string, rawValue: string): boolean {
  // Event handlers, whatever their value.
  if (/^on/i.test(name)) return true;
  const value = decodeEntities(rawValue.replace(/^["']|["']$/g, ''));
  // URL parsers drop tabs and newlines anywhere and control characters and spaces around, so all
  // of them go before looking; any attribute carrying a script URL goes — href, src, xlink:href,
  // action, formaction, but also SVG animation values (`<set to="javascript:…">`) and the like.
  const compact = value.toLowerCase().replace(/[\s\u0000-\u0020\u007f-\u009f]+/g, '');
  if (/(?:java|vb)script:/.test(compact)) return true;
  // A data: URL is a document or script of its own (`<a href="data:text/html,…">`, `<object
  // data=…>`); fragments have no need for one, images included. Also inside a srcset list.
  if (/(?:^|,)data:/.test(compact)) return true;
  return name.toLowerCase() === 'style' && isDangerousCss(value);
}

/**
 * Removes dangerous attributes wherever `name=` appears. A kept value is scanned too (the scan
 * goes on right after its `=`), so a value cannot hide a tag from the other rules or this one.
 */
function stripAttributes(html: string): string {
  const re = new RegExp(ATTRIBUTE_START.source, ATTRIBUTE_START.flags);
  let out = '';
  let last = 0;
  for (let m = re.exec(html); m !== null; m = re.exec(html)) {
    const valueAt = m.index + m[0].length;
    const value = readAttributeValue(html, valueAt);
    if (isDangerousAttribute(m[1] ?? '', value)) {
      out += html.slice(last, m.index);
      last = valueAt + value.length;
      re.lastIndex = last;
    }
  }
  return out + html.slice(last);
}

function markupRound(html: string): string {
  const withoutElements = html.replace(BLOCK_ELEMENTS, '').replace(LEFTOVER_TAGS, '').replace(META_HTTP_EQUIV, '');
  const withSafeStyles = withoutElements.replace(
    STYLE_ELEMENT,
    (_, open: string, css: string) => open + sanitizeCss(css),
  );
  return stripAttributes(withSafeStyles);
}

/**
 * Makes fragment markup inert: no script, iframe, frame, object, embed, applet, base or link
 * elements (style sheets come only through the allow-listed `cssToLoad`), no `<meta http-equiv>`,
 * no `on…=` handlers, no attribute carrying a `javascript:`, `vbscript:` or `data:` URL, no
 * dangerous CSS in style elements or style attributes.
 */
export function sanitizeMarkup(html: string): string {
  return untilStable(html, markupRound);
}

// ---------------------------------------------------------------------------------------------
// Script and style sheet URLs

const SAME_ORIGIN_BASE = 'https://same-origin.invalid';

/** `/path` on our own origin: not `//host`, not `/\host`, nothing the URL parser would drop. */
function isSameOriginPath(value: string): boolean {
  if (!/^\/(?![/\\])[^\s\\\u0000-\u001f\u007f]*$/.test(value)) return false;
  try {
    return new URL(value, SAME_ORIGIN_BASE).origin === SAME_ORIGIN_BASE;
  } catch {
    return false;
  }
}

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/** The URL to load, or null when it is not a same-origin path or https on an allowed origin. */
function allowedUrl(value: string, allowedOrigins: ReadonlySet<string>): string | null {
  if (isSameOriginPath(value)) return value;
  if (!/^https:\/\//i.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return null;
  return allowedOrigins.has(url.origin) ? url.href : null;
}

const REFUSED_URL = 'only same-origin paths and https URLs on an allowed origin are loaded';

function filterUrls(
  urls: readonly string[],
  field: 'scriptsToLoad' | 'cssToLoad',
  allowedOrigins: ReadonlySet<string>,
  warnings: string[],
): string[] {
  const kept: string[] = [];
  for (const value of urls) {
    const url = allowedUrl(value, allowedOrigins);
    if (url === null) warnings.push(`${field}: dropped ${JSON.stringify(value)} (${REFUSED_URL})`);
    else kept.push(url);
  }
  return kept;
}

// ---------------------------------------------------------------------------------------------

/**
 * Whether a fragment's code may run: it came from the origin it was asked from, or from an allowed
 * one (a redirect to anywhere else makes it foreign). Unknown source: no.
 */
function codeTrust(source: SanitizeOptions['source'], allowedOrigins: ReadonlySet<string>): 'trusted' | 'foreign' | 'unknown' {
  if (!source) return 'unknown';
  return source.origin === source.endpointOrigin || allowedOrigins.has(source.origin) ? 'trusted' : 'foreign';
}

/**
 * What of a parsed fragment may be used: inert head, body and style; style sheets only from our
 * origin or an allowed https origin; code (`codeToEval`, scripts by the same URL rule) only when
 * the fragment itself came from a trusted origin. Everything removed or ignored is described in
 * `warnings`, for the caller to log (shell-and-routing.md §8: bad fragment code is logged as a warning).
 */
export function sanitizeFragment(payload: FragmentPayload, options: SanitizeOptions): SanitizedFragment {
  const warnings: string[] = [];
  const allowedOrigins = new Set(
    options.allowedOrigins
      .filter((o) => /^https:\/\//i.test(o))
      .map(originOf)
      .filter((o): o is string => o !== null),
  );

  const head = sanitizeMarkup(payload.head);
  if (head !== payload.head) warnings.push('head: unsafe markup removed');
  const body = sanitizeMarkup(payload.body);
  if (body !== payload.body) warnings.push('body: unsafe markup removed');
  const style = sanitizeCss(payload.style);
  if (style !== payload.style) warnings.push('style: unsafe CSS removed');

  const trust = codeTrust(options.source, allowedOrigins);
  const foreign = `the fragment came from ${JSON.stringify(options.source?.origin ?? '')}, which is not an allowed origin`;
  let scripts: string[] = [];
  if (trust === 'foreign') {
    if (payload.scriptsToLoad.length) warnings.push(`scriptsToLoad ignored: ${foreign}`);
  } else {
    scripts = filterUrls(payload.scriptsToLoad, 'scriptsToLoad', allowedOrigins, warnings);
  }
  const css = filterUrls(payload.cssToLoad, 'cssToLoad', allowedOrigins, warnings);

  const code = payload.codeToEval.trim() === '' ? null : payload.codeToEval;
  if (code !== null && trust === 'unknown') warnings.push('codeToEval ignored');
  if (code !== null && trust === 'foreign') warnings.push(`codeToEval ignored: ${foreign}`);

  return { title: payload.title, head, body, style, scripts, css, codeToEval: trust === 'trusted' ? code : null, warnings };
}

/** Sanitises a loaded fragment with the site's allow-list (lib/config/fragments.ts). */
export function prepareFragment(loaded: {
  payload: FragmentPayload;
  origin: string;
  endpointOrigin: string;
}): SanitizedFragment {
  return sanitizeFragment(loaded.payload, {
    allowedOrigins: FRAGMENT_ALLOWED_ORIGINS,
    source: { origin: loaded.origin, endpointOrigin: loaded.endpointOrigin },
  });
}
