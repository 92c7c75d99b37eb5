// @vitest-environment node
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { http, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { Provider } from 'react-redux';
import { server } from '@/tests/support/server';
import { FooterFragment } from '@/components/fragments/FooterFragment';
import { needsBrowser } from '@/components/fragments/FragmentMarkup';
import { fragmentScriptText } from '@/lib/fragments/code';
import { backendUrl } from '@/lib/config/backend';
import { loadMessages } from '@/lib/i18n/messages';
import { SITE_TIME_ZONE } from '@/lib/config/time';
import { makeStore } from '@/store/makeStore';

vi.mock('next/navigation', () => ({ usePathname: () => '/en/line' }));
// The client parts come through next/dynamic, which renders only inside Next's own server
// (the e2e fragment specs see them there); here they are the parts themselves.
vi.mock('@/components/fragments/lazyFragments', async () => ({
  RemoteFragment: (await import('@/components/fragments/RemoteFragment')).RemoteFragment,
  FragmentContent: (await import('@/components/fragments/FragmentContent')).FragmentContent,
}));

const FOOTER = {
  appName: 'footer',
  title: 'Licence and support',
  codeToEval: '',
  scriptsToLoad: [],
  head: '',
  body: '<p>Licence No. BS-0427</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
  style: '.fragment-footer { color: red; }',
  cssToLoad: [],
};

/** What the server sends for the footer slot, rendered the way a server render does (no effects). */
async function serverMarkup() {
  const element = await FooterFragment({ lng: 'en' });
  const messages = await loadMessages('en');
  const Providers = ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider locale="en" messages={messages} timeZone={SITE_TIME_ZONE}>
      <Provider store={makeStore({ language: 'en' })}>{children}</Provider>
    </NextIntlClientProvider>
  );
  return renderToStaticMarkup(<Providers>{element}</Providers>);
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('FooterFragment (server render)', () => {
  it('puts the sanitised fragment in the first HTML, asked for the language root from the backend', async () => {
    let asked: Request | undefined;
    server.use(
      http.get(`${backendUrl()}/fragments/footer/en`, ({ request }) => {
        asked = request;
        return HttpResponse.json(FOOTER);
      }),
    );
    const html = await serverMarkup();
    expect(html).toContain('<section class="remote-fragment" aria-label="Licence and support" data-fragment="footer">');
    expect(html).toContain('<p>Licence No. BS-0427</p>');
    expect(html).toContain('<style>.fragment-footer { color: red; }</style>');
    expect(html).not.toMatch(/<script|javascript:/);
    expect(asked?.headers.get('x-render-mode')).toBe('json');
    expect(asked?.headers.get('x-api-version')).toBe('v2');
  });

  it('carries trusted code as inert text, for the hash a kept page allows it by, unless the text could end the element', async () => {
    const answer = (codeToEval: string) =>
      server.use(http.get(`${backendUrl()}/fragments/footer/en`, () => HttpResponse.json({ ...FOOTER, body: '<p>x</p>', codeToEval })));
    answer('window.ran = 1');
    expect(await serverMarkup()).toContain(`<script type="text/plain" data-fragment-code="footer">${fragmentScriptText('window.ran = 1')}</script>`);
    for (const code of ['document.write("</script><img src=x onerror=alert(1)>")', 'var s = "<!--<script>"']) {
      answer(code);
      const html = await serverMarkup();
      expect(html).toContain('<p>x</p>');
      expect(html).not.toContain('<script');
    }
  });

  it('hands over to the browser with the skeleton when the backend fails, and logs why', async () => {
    server.use(http.get(`${backendUrl()}/fragments/footer/en`, () => new HttpResponse('down', { status: 503 })));
    const html = await serverMarkup();
    expect(html).toContain('role="status" aria-busy="true" aria-label="Loading the block…"');
    expect(html).not.toContain('remote-fragment');
    expect(console.error).toHaveBeenCalledWith('[fragment footer] Fragment "footer" answered 503');
  });

  it('hands over on a status error too, instead of failing the page', async () => {
    server.use(http.get(`${backendUrl()}/fragments/footer/en`, () => HttpResponse.json({ errors: [] }, { status: 404 })));
    expect(await serverMarkup()).toContain('aria-label="Loading the block…"');
  });
});

describe('what a fragment asks of the browser (needsBrowser)', () => {
  const markupOnly = { title: 'Footer', head: '', body: '<p>x</p>', style: 'p{}', scripts: [], css: [], codeToEval: null, warnings: [] };

  it('nothing for markup and style only: the footer is then server markup, with no client part', () => {
    expect(needsBrowser(markupOnly)).toBe(false);
    expect(needsBrowser({ ...markupOnly, head: '  \n' })).toBe(false);
  });

  it('its head, style sheets, scripts or code', () => {
    expect(needsBrowser({ ...markupOnly, head: '<meta name="x" content="y">' })).toBe(true);
    expect(needsBrowser({ ...markupOnly, css: ['/static/footer.css'] })).toBe(true);
    expect(needsBrowser({ ...markupOnly, scripts: ['/static/footer.js'] })).toBe(true);
    expect(needsBrowser({ ...markupOnly, codeToEval: 'window.x = 1' })).toBe(true);
  });
});
