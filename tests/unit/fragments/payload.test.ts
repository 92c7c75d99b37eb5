// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  FragmentPayloadSchema,
  sanitizeFragment,
  sanitizeMarkup,
  type FragmentPayload,
} from '@/lib/fragments/payload';

const CDN = 'https://cdn.example.com';
const OPTIONS = { allowedOrigins: [CDN] };

const VALID = {
  appName: 'footer',
  title: 'Footer',
  codeToEval: '',
  scriptsToLoad: [`${CDN}/footer.js`],
  head: '<meta name="description" content="Footer">',
  body: '<footer class="f"><a href="/ru/rules">Rules</a></footer>',
  style: '.f > a { color: red; }',
  cssToLoad: ['/static/footer.css'],
};

/** A copy of VALID without the given fields. */
function without(...keys: Array<keyof typeof VALID>): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...VALID };
  for (const key of keys) delete copy[key];
  return copy;
}

const payload = (over: Partial<FragmentPayload> = {}): FragmentPayload => ({ ...VALID, ...over });
const sanitize = (over: Partial<FragmentPayload> = {}, allowedOrigins = OPTIONS.allowedOrigins) =>
  sanitizeFragment(payload(over), { allowedOrigins });
const body = (html: string) => sanitize({ body: html }).body;
const style = (css: string) => sanitize({ style: css }).style;

/** No tag, handler or script URL that a browser would act on is left. */
function expectInert(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<iframe/i);
  expect(html).not.toMatch(/<object/i);
  expect(html).not.toMatch(/<embed/i);
  expect(html).not.toMatch(/[\s/"']on[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript:/i);
}

describe('FragmentPayloadSchema, valid input', () => {
  it('parses a full response', () => {
    expect(FragmentPayloadSchema.parse(VALID)).toEqual(VALID);
  });

  it('accepts empty strings', () => {
    const empty = { ...VALID, appName: '', title: '', codeToEval: '', head: '', body: '', style: '' };
    expect(FragmentPayloadSchema.parse(empty)).toEqual(empty);
  });

  it('defaults missing scriptsToLoad and cssToLoad to []', () => {
    const rest = without('scriptsToLoad', 'cssToLoad');
    expect(FragmentPayloadSchema.parse(rest)).toEqual({ ...rest, scriptsToLoad: [], cssToLoad: [] });
  });

  it('drops unknown fields', () => {
    expect(FragmentPayloadSchema.parse({ ...VALID, extra: 1 })).toEqual(VALID);
  });
});

describe('FragmentPayloadSchema, invalid input', () => {
  it.each(['appName', 'title', 'codeToEval', 'head', 'body', 'style'] as const)('rejects a missing %s', (key) => {
    expect(FragmentPayloadSchema.safeParse(without(key)).success).toBe(false);
  });

  it.each([
    ['a number title', { title: 5 }],
    ['a null body', { body: null }],
    ['an object head', { head: {} }],
    ['a numeric codeToEval', { codeToEval: 1 }],
    ['a string scriptsToLoad', { scriptsToLoad: '/a.js' }],
    ['a null cssToLoad', { cssToLoad: null }],
    ['a number inside scriptsToLoad', { scriptsToLoad: ['/a.js', 1] }],
    ['an object inside cssToLoad', { cssToLoad: [{ href: '/a.css' }] }],
  ])('rejects %s', (_, over) => {
    expect(FragmentPayloadSchema.safeParse({ ...VALID, ...over }).success).toBe(false);
  });

  it.each([[null], ['text'], [[]], [42]])('rejects a non-object %j', (value) => {
    expect(FragmentPayloadSchema.safeParse(value).success).toBe(false);
  });
});

describe('sanitizeFragment, safe content', () => {
  it('passes a clean fragment through without warnings', () => {
    expect(sanitize()).toEqual({
      title: 'Footer',
      head: VALID.head,
      body: VALID.body,
      style: VALID.style,
      scripts: [`${CDN}/footer.js`],
      css: ['/static/footer.css'],
      codeToEval: null,
      warnings: [],
    });
  });

  it('keeps ordinary links, images and inline styles', () => {
    const html = '<a href="https://example.com/x?a=1&amp;b=2">x</a><img src="/i.png" alt="on"><p style="color:red">y</p>';
    expect(body(html)).toBe(html);
  });

  it('keeps the title as it is', () => {
    expect(sanitize({ title: 'A & B' }).title).toBe('A & B');
  });
});

describe('sanitizeFragment, hostile body', () => {
  it('removes a script block', () => {
    expect(body('<p>a</p><script>alert(1)</script><p>b</p>')).toBe('<p>a</p><p>b</p>');
  });

  it('removes an uppercase SCRIPT block', () => {
    expect(body('<SCRIPT>alert(1)</SCRIPT>ok')).toBe('ok');
  });

  it('removes a script block closed in another case', () => {
    expect(body('<Script>alert(1)</sCRIPT>ok')).toBe('ok');
  });

  it('removes a script with attributes and a spaced closing tag', () => {
    expect(body('<script type="module" src="x.js">alert(1)</script >ok')).toBe('ok');
  });

  it('removes an unclosed script tag', () => {
    expectInert(body('<p>a</p><script src=//evil.com/x.js>'));
  });

  it('removes a script split around another one', () => {
    expectInert(body('<scr<script>ipt>alert(1)</script>'));
  });

  it('removes an onerror handler and keeps the image', () => {
    expect(body('<img src=x onerror=alert(1)>')).toBe('<img src=x >');
  });

  it('removes an uppercase ONCLICK handler', () => {
    expect(body('<div ONCLICK="alert(1)">x</div>')).toBe('<div >x</div>');
  });

  it('removes a handler with spaces around =', () => {
    expect(body("<div onclick = 'alert(1)'>x</div>")).toBe('<div >x</div>');
  });

  it('removes a handler after a slash', () => {
    expect(body('<svg/onload=alert(1)>')).toBe('<svg/>');
  });

  it('removes a handler glued to the previous quoted value', () => {
    expect(body('<a x="1"onclick=alert(1)>y</a>')).toBe('<a x="1">y</a>');
  });

  it('removes a handler after a value that contains >', () => {
    expect(body('<a title="a>b" onclick=alert(1)>y</a>')).toBe('<a title="a>b" >y</a>');
  });

  it('removes a handler hidden in what looks like a quoted value in text', () => {
    expectInert(body('a="<img src=x onerror=alert(1)>"'));
  });

  it('removes a javascript: href', () => {
    expect(body('<a href="javascript:alert(1)">x</a>')).toBe('<a >x</a>');
  });

  it.each([
    ['mixed case and spaces', '<a href=" JaVaScRiPt:alert(1)">x</a>'],
    ['a decimal entity', '<a href="&#106;avascript:alert(1)">x</a>'],
    ['a hex entity without semicolon', '<a href="&#x6A avascript:alert(1)">x</a>'],
    ['an entity tab inside', '<a href="java&#x09;script:alert(1)">x</a>'],
    ['named &Tab; and &colon;', '<a href="jav&Tab;ascript&colon;alert(1)">x</a>'],
    ['a raw newline inside', '<a href="java\nscript:alert(1)">x</a>'],
    ['single quotes', "<a href='javascript:alert(1)'>x</a>"],
    ['no quotes', '<a href=javascript:alert(1)>x</a>'],
  ])('removes an obfuscated javascript: href (%s)', (_, html) => {
    expect(body(html)).toBe('<a >x</a>');
  });

  it('removes a vbscript: URL', () => {
    expect(body('<a href="vbscript:msgbox(1)">x</a>')).toBe('<a >x</a>');
  });

  it('removes a javascript: src', () => {
    expect(body('<img src="javascript:alert(1)">')).toBe('<img >');
  });

  it('removes javascript: in action and formaction', () => {
    expect(body('<form action="javascript:alert(1)"><button formaction=javascript:alert(1)>x</button></form>')).toBe(
      '<form ><button >x</button></form>',
    );
  });

  it('removes an svg xlink:href with javascript:', () => {
    expect(body('<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>')).toBe(
      '<svg><a ><text>x</text></a></svg>',
    );
  });

  it('removes an svg animation setting a javascript: URL', () => {
    expect(body('<svg><a><set attributeName="href" to="javascript:alert(1)"/></a></svg>')).toBe(
      '<svg><a><set attributeName="href" /></a></svg>',
    );
  });

  it('removes an iframe with its content', () => {
    expect(body('<iframe src="https://evil.com">fallback</iframe><p>k</p>')).toBe('<p>k</p>');
  });

  it('removes an unclosed iframe tag', () => {
    expectInert(body('<p>k</p><IFRAME src="https://evil.com">'));
  });

  it('removes object and embed', () => {
    expect(body('<object data="x.swf"><param name="a" value="b"></object><embed src="x.swf"><p>ok</p>')).toBe(
      '<p>ok</p>',
    );
  });

  it('removes frames, applets and base', () => {
    expect(body('<frameset><frame src="x"></frameset><applet code="x"></applet><base href="https://evil.com/">ok')).toBe(
      'ok',
    );
  });

  it('removes a dangerous inline style attribute', () => {
    expect(body('<p style="width:expression(alert(1))">x</p>')).toBe('<p >x</p>');
  });

  it('removes dangerous CSS inside a style element of the body', () => {
    expect(body('<style>@import url(//evil.com/x.css);.a{color:red}</style><p>x</p>')).toBe(
      '<style>.a{color:red}</style><p>x</p>',
    );
  });

  it('cleans an unclosed style element to the end', () => {
    expect(body('<style>.a{width:expression(alert(1))}')).toBe('<style>.a{width:(alert(1))}');
  });

  it('reports the change as a warning', () => {
    expect(sanitize({ body: '<script>alert(1)</script>' }).warnings).toEqual(['body: unsafe markup removed']);
  });

  it('removes too much rather than too little: "on =" in text goes too', () => {
    expect(body('<b>Text on = the wall</b>')).toBe('<b>Text  wall</b>');
  });

  it('drops markup that keeps producing new dangerous tags', () => {
    expect(sanitizeMarkup(`${'<scr'.repeat(25)}<script></script>${'ipt>'.repeat(25)}`)).toBe('');
  });
});

describe('sanitizeFragment, hostile head', () => {
  it('removes a script from the head', () => {
    expect(sanitize({ head: '<title>x</title><script src="https://evil.com/x.js"></script>' }).head).toBe(
      '<title>x</title>',
    );
  });

  it('removes a meta refresh', () => {
    expect(sanitize({ head: '<meta http-equiv="refresh" content="0;url=https://evil.com"><title>x</title>' }).head).toBe(
      '<title>x</title>',
    );
  });

  it('reports the change as a warning', () => {
    expect(sanitize({ head: '<base href="https://evil.com/">' }).warnings).toEqual(['head: unsafe markup removed']);
  });
});

describe('sanitizeFragment, hostile style', () => {
  it('removes expression(', () => {
    expect(style('.a{width:expression(alert(1))}')).toBe('.a{width:(alert(1))}');
  });

  it('removes expression ( with a space and in upper case', () => {
    expect(style('.a{width:EXPRESSION (alert(1))}')).not.toMatch(/expression/i);
  });

  it('removes an @import rule', () => {
    expect(style('@import url(https://evil.com/x.css);.a{color:red}')).toBe('.a{color:red}');
  });

  it('removes an @import with no semicolon to the end', () => {
    expect(style('.a{color:red}@import url(https://evil.com/x.css)')).toBe('.a{color:red}');
  });

  it('cannot close the style element and open a script', () => {
    const out = style('.a{color:red}</style><script>alert(1)</script>');
    expect(out).not.toMatch(/<\/style/i);
    expect(out).not.toMatch(/<\/?script/i);
  });

  it('removes </style even when rebuilt by the removal', () => {
    expect(style('.a{}<</style/style>')).not.toMatch(/<\/style/i);
  });

  it('removes javascript: URLs', () => {
    expect(style('.a{background:url(javascript:alert(1))}')).toBe('.a{background:url(alert(1))}');
  });

  it('removes behavior and -moz-binding', () => {
    expect(style('.a{behavior:url(x.htc);-moz-binding:url(x.xml#a)}')).toBe('.a{url(x.htc);:url(x.xml#a)}');
  });

  it.each([
    ['a hex escape', '.a{width:\\65 xpression(alert(1))}'],
    ['an escaped letter', '.a{width:expre\\ssion(alert(1))}'],
    ['a comment inside', '.a{width:expr/**/ession(alert(1))}'],
    ['an escaped @import', '@\\69mport url(https://evil.com/x.css);'],
    ['an escaped javascript:', '.a{background:url(java\\73 cript:alert(1))}'],
  ])('drops the whole style sheet when obfuscated (%s)', (_, css) => {
    expect(style(css)).toBe('');
  });

  it('keeps child combinators, media ranges and strings', () => {
    const css = '.a > .b { content: "\\201C" } @media (width < 600px) { .c { color: red } }';
    expect(style(css)).toBe(css);
  });

  it('reports the change as a warning', () => {
    expect(sanitize({ style: '@import url(x.css);' }).warnings).toEqual(['style: unsafe CSS removed']);
  });
});

describe('sanitizeFragment, scripts and style sheets', () => {
  it('keeps same-origin paths whatever the allowed list', () => {
    expect(sanitize({ scriptsToLoad: ['/static/a.js'], cssToLoad: ['/static/a.css'] }, [])).toMatchObject({
      scripts: ['/static/a.js'],
      css: ['/static/a.css'],
      warnings: [],
    });
  });

  it('keeps https URLs on an allowed origin', () => {
    const r = sanitize({ scriptsToLoad: [`${CDN}/a.js`], cssToLoad: [`${CDN}/a.css`] });
    expect(r.scripts).toEqual([`${CDN}/a.js`]);
    expect(r.css).toEqual([`${CDN}/a.css`]);
  });

  it('matches the origin however it is written', () => {
    expect(sanitize({ scriptsToLoad: ['HTTPS://CDN.EXAMPLE.COM:443/a.js'] }, [`${CDN}/`]).scripts).toEqual([
      `${CDN}/a.js`,
    ]);
  });

  it('drops a script from an origin off the list, with a warning', () => {
    const r = sanitize({ scriptsToLoad: ['https://evil.com/x.js', `${CDN}/a.js`] });
    expect(r.scripts).toEqual([`${CDN}/a.js`]);
    expect(r.warnings).toHaveLength(1);
    expect(r.warnings[0]).toMatch(/^scriptsToLoad: dropped "https:\/\/evil\.com\/x\.js"/);
  });

  it('drops a protocol-relative //evil.com/x.js', () => {
    const r = sanitize({ scriptsToLoad: ['//evil.com/x.js'] });
    expect(r.scripts).toEqual([]);
    expect(r.warnings[0]).toMatch(/^scriptsToLoad: dropped "\/\/evil\.com\/x\.js"/);
  });

  it('drops a style sheet from an origin off the list, with a warning', () => {
    const r = sanitize({ cssToLoad: ['https://evil.com/x.css'] });
    expect(r.css).toEqual([]);
    expect(r.warnings[0]).toMatch(/^cssToLoad: dropped "https:\/\/evil\.com\/x\.css"/);
  });

  it.each([
    ['plain http on an allowed host', 'http://cdn.example.com/a.js'],
    ['a backslash path', '/\\evil.com/x.js'],
    ['a tab after the slash', '/\t/evil.com/x.js'],
    ['a leading space', ' /a.js'],
    ['https without slashes', 'https:cdn.example.com/a.js'],
    ['credentials', 'https://user:pw@cdn.example.com/a.js'],
    ['a lookalike host', 'https://cdn.example.com.evil.com/a.js'],
    ['a host hidden after a backslash', 'https://evil.com\\@cdn.example.com/a.js'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/javascript,alert(1)'],
    ['a relative path', 'a.js'],
    ['an empty string', ''],
  ])('drops %s', (_, url) => {
    const r = sanitize({ scriptsToLoad: [url] });
    expect(r.scripts).toEqual([]);
    expect(r.warnings).toEqual([expect.stringMatching(/^scriptsToLoad: dropped /)]);
  });

  it('warns once per dropped URL', () => {
    const r = sanitize({ scriptsToLoad: ['//a.com/1.js', '//b.com/2.js'], cssToLoad: ['//c.com/3.css'] });
    expect(r.warnings).toHaveLength(3);
  });

  it("ignores 'self' and invalid entries in the allowed list", () => {
    const r = sanitize({ scriptsToLoad: ['https://self/a.js', `${CDN}/a.js`] }, ['self', 'not a url', 'http://cdn.example.com']);
    expect(r.scripts).toEqual([]);
    expect(r.warnings).toHaveLength(2);
  });
});

describe('sanitizeFragment, codeToEval', () => {
  it('is not returned without a known source, with a warning when present', () => {
    const r = sanitize({ codeToEval: 'window.init()' });
    expect(r.codeToEval).toBeNull();
    expect(r.warnings).toEqual(['codeToEval ignored']);
  });

  it('gives no warning when empty', () => {
    const r = sanitize({ codeToEval: '' });
    expect(r.codeToEval).toBeNull();
    expect(r.warnings).toEqual([]);
  });

  it('gives no warning when only whitespace', () => {
    expect(sanitize({ codeToEval: ' \n ' }).warnings).toEqual([]);
  });
});
