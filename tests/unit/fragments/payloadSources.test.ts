// @vitest-environment node
// The sanitiser's later rules: <link> elements, data: URLs, and code kept only from a trusted origin.
import { describe, expect, it } from 'vitest';
import { prepareFragment, sanitizeFragment, type FragmentPayload } from '@/lib/fragments/payload';

const CDN = 'https://cdn.example.com';
const OPTIONS = { allowedOrigins: [CDN] };

const VALID: FragmentPayload = {
  appName: 'footer',
  title: 'Footer',
  codeToEval: '',
  scriptsToLoad: [`${CDN}/footer.js`],
  head: '<meta name="description" content="Footer">',
  body: '<footer class="f"><a href="/ru/rules">Rules</a></footer>',
  style: '.f > a { color: red; }',
  cssToLoad: ['/static/footer.css'],
};

const payload = (over: Partial<FragmentPayload> = {}): FragmentPayload => ({ ...VALID, ...over });
const sanitize = (over: Partial<FragmentPayload> = {}) => sanitizeFragment(payload(over), OPTIONS);
const body = (html: string) => sanitize({ body: html }).body;

describe('sanitizeFragment, link elements', () => {
  it.each([
    ['a style sheet from another origin', '<link rel="stylesheet" href="https://evil.com/x.css">'],
    ['an HTML import', '<link rel=import href="https://evil.com/x.html">'],
    ['a prefetch in upper case', '<LINK REL="prefetch" HREF="https://evil.com/">'],
    ['a self-closed preload', '<link rel="preload" as="script" href="/x.js"/>'],
    ['an unclosed tag', '<link rel="stylesheet" href="https://evil.com/x.css"'],
  ])('removes %s from the body', (_, html) => {
    expect(body(`<p>a</p>${html}`)).toBe('<p>a</p>');
  });

  it('removes a link from the head and says so', () => {
    const r = sanitize({ head: '<meta name="x" content="y"><link rel="stylesheet" href="https://evil.com/x.css">' });
    expect(r.head).toBe('<meta name="x" content="y">');
    expect(r.warnings).toEqual(['head: unsafe markup removed']);
  });

  it('keeps an <a> and words that start with "link"', () => {
    expect(body('<a href="/ru/about">linked</a><linkage>x</linkage>')).toBe('<a href="/ru/about">linked</a><linkage>x</linkage>');
  });
});

describe('sanitizeFragment, data: URLs', () => {
  it.each([
    ['an HTML document in href', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', '<a >x</a>'],
    ['an SVG image in src', '<img src="data:image/svg+xml,<svg onload=alert(1)>">', '<img >'],
    ['upper case and spaces', '<a href=" DATA:text/html,x">x</a>', '<a >x</a>'],
    ['an entity-encoded scheme', '<a href="&#100;ata:text/html,x">x</a>', '<a >x</a>'],
    ['a tab inside the scheme', '<a href="da&#x09;ta:text/html,x">x</a>', '<a >x</a>'],
    ['no quotes', '<a href=data:text/html,x>x</a>', '<a >x</a>'],
    ['a form action', '<form action="data:text/html,x"></form>', '<form ></form>'],
    ['a srcset entry', '<img srcset="/a.png 1x, data:image/png;base64,AAAA 2x">', '<img >'],
  ])('removes %s', (_, html, expected) => {
    expect(body(html)).toBe(expected);
  });

  it('keeps values that merely contain "data:"', () => {
    const html = '<p title="metadata: none">x</p><a href="/ru/data:1">y</a>';
    expect(body(html)).toBe(html);
  });
});

describe('sanitizeFragment, code and the origin the fragment came from', () => {
  const SELF = 'https://site.example';
  const withSource = (origin: string, over: Partial<FragmentPayload> = {}, allowedOrigins = OPTIONS.allowedOrigins) =>
    sanitizeFragment(payload({ codeToEval: 'window.init()', ...over }), {
      allowedOrigins,
      source: { origin, endpointOrigin: SELF },
    });

  it('keeps codeToEval and scripts when the fragment came from where it was asked', () => {
    const r = withSource(SELF);
    expect(r.codeToEval).toBe('window.init()');
    expect(r.scripts).toEqual([`${CDN}/footer.js`]);
    expect(r.warnings).toEqual([]);
  });

  it('keeps them when it came from an allowed origin', () => {
    expect(withSource(CDN).codeToEval).toBe('window.init()');
  });

  it('drops codeToEval and every script when it came from elsewhere, with warnings', () => {
    const r = withSource('https://evil.example');
    expect(r.codeToEval).toBeNull();
    expect(r.scripts).toEqual([]);
    expect(r.warnings).toEqual([
      'scriptsToLoad ignored: the fragment came from "https://evil.example", which is not an allowed origin',
      'codeToEval ignored: the fragment came from "https://evil.example", which is not an allowed origin',
    ]);
  });

  it('still keeps the markup and allowed style sheets of a foreign fragment', () => {
    const r = withSource('https://evil.example');
    expect(r.body).toBe(VALID.body);
    expect(r.css).toEqual(['/static/footer.css']);
  });

  it('does not trust http for an allowed https host', () => {
    expect(withSource('http://cdn.example.com').codeToEval).toBeNull();
  });

  it('gives null for empty code from a trusted source, without a warning', () => {
    const r = withSource(SELF, { codeToEval: '  ' });
    expect(r.codeToEval).toBeNull();
    expect(r.warnings).toEqual([]);
  });

  it('prepareFragment trusts the endpoint origin only by default', () => {
    const loaded = { payload: payload({ codeToEval: 'run()', scriptsToLoad: [] }), endpointOrigin: SELF };
    expect(prepareFragment({ ...loaded, origin: SELF }).codeToEval).toBe('run()');
    expect(prepareFragment({ ...loaded, origin: CDN }).codeToEval).toBeNull();
  });
});
