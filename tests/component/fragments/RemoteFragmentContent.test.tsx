import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/tests/support/server';
import type { FragmentPayload } from '@/lib/api/fragment';
import { errorBlock, FOOTER, fragmentServer, fragmentTestSetup, fragmentRan, fragmentTestTeardown, show } from './support';

vi.mock('next/navigation', () => ({ usePathname: () => '/en/line' }));

type Payload = FragmentPayload;

let consoleWarn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  ({ consoleWarn } = fragmentTestSetup());
});
afterEach(fragmentTestTeardown);

describe('RemoteFragment, hostile content', () => {
  const HOSTILE: Partial<Payload> = {
    head: '<script>document.body.dataset.fragmentRan = "head"</script><link rel="stylesheet" href="https://evil.example/x.css"><meta name="robots" content="noindex"><meta name="fragment-version" content="2">',
    body: [
      '<p>Still here</p>',
      '<script>document.body.dataset.fragmentRan = "script"</script>',
      '<img src="x" onerror="document.body.dataset.fragmentRan = \'onerror\'">',
      '<a href="javascript:document.body.dataset.fragmentRan=1">js link</a>',
      '<a href="data:text/html,<script>alert(1)</script>">data link</a>',
      '<img src="data:image/svg+xml,<svg onload=alert(1)>" alt="data image">',
      '<link rel="stylesheet" href="https://evil.example/y.css">',
      '<iframe src="https://evil.example/frame"></iframe>',
      '<style>@import url(https://evil.example/z.css); .a { width: expression(alert(1)); }</style>',
    ].join(''),
    style: '@import url("https://evil.example/w.css"); .b { background: url(javascript:alert(1)); }',
  };

  it('renders it inert', async () => {
    fragmentServer([HOSTILE]);
    const { container } = await show();
    const region = screen.getByRole('region', { name: 'Licence and support' });
    expect(within(region).getByText('Still here')).toBeInTheDocument();
    expect(container.querySelector('script, iframe, link, object, embed')).toBeNull();
    expect(container.querySelector('[onerror], [onload], [onclick]')).toBeNull();
    // The javascript: and data: links lose their href: they are text, not links.
    expect(Array.from(region.querySelectorAll('a'), (a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['js link', null],
      ['data link', null],
    ]);
    expect(container.querySelector('img[alt="data image"]')?.getAttribute('src')).toBeNull();
    const css = Array.from(container.querySelectorAll('style'), (style) => style.textContent).join('\n');
    expect(css).not.toMatch(/@import|expression\(|javascript:/i);
    expect(fragmentRan()).toBeUndefined();
    expect(consoleWarn).toHaveBeenCalledWith('[fragment footer] body: unsafe markup removed');
  });

  it('adds only harmless head elements to the document head', async () => {
    fragmentServer([HOSTILE]);
    await show();
    const added = Array.from(document.head.querySelectorAll('[data-fragment="footer"]'), (element) => element.outerHTML);
    expect(added).toEqual(['<meta name="fragment-version" content="2" data-fragment="footer">']);
  });
});

describe('RemoteFragment, codeToEval', () => {
  it('runs code from the fragment endpoint itself, as a script element with the page nonce', async () => {
    // A script Next wrote: the browser hides the attribute's value and keeps it in the property.
    const next = document.createElement('script');
    next.setAttribute('nonce', '');
    next.nonce = 'bm9uY2U=';
    document.head.append(next);
    try {
      fragmentServer([{ codeToEval: 'document.body.dataset.fragmentRan = "yes"' }]);
      await show();
      expect(fragmentRan()).toBe('yes');
      const script = document.querySelector<HTMLScriptElement>('body > script[data-fragment="footer"]');
      expect(script?.nonce).toBe('bm9uY2U=');
    } finally {
      next.remove();
    }
  });

  it('runs the code as a function body, as it ran before: its own declarations, `return` allowed', async () => {
    const code = [
      'var fragmentLocal = 1;',
      'if (fragmentLocal) { document.body.dataset.fragmentRan = "early, global: " + typeof this.fragmentLocal; return; }',
      'document.body.dataset.fragmentRan = "late"; // done',
    ].join('\n');
    fragmentServer([{ codeToEval: code }]);
    await show();
    expect(fragmentRan()).toBe('early, global: undefined');
  });

  it('never runs code from an origin off the allow-list (a redirect elsewhere), and still shows the fragment', async () => {
    server.use(
      http.get('*/fragments/footer/*', () => HttpResponse.redirect('https://fragments.evil.example/footer', 302)),
      http.get('https://fragments.evil.example/footer', () =>
        HttpResponse.json({ ...FOOTER, codeToEval: 'document.body.dataset.fragmentRan = "evil"', scriptsToLoad: ['/static/a.js'] }),
      ),
    );
    await show();
    expect(fragmentRan()).toBeUndefined();
    expect(document.querySelector('script[data-fragment]')).toBeNull();
    expect(consoleWarn).toHaveBeenCalledWith(expect.stringContaining('[fragment footer] codeToEval ignored: the fragment came from "https://fragments.evil.example"'));
    expect(screen.getByRole('region', { name: 'Licence and support' })).toBeInTheDocument();
  });

  it.each([
    ['throws', 'throw new Error("init failed")', 'codeToEval failed: init failed'],
    ['is not even valid code', 'this is not javascript(', 'codeToEval failed:'],
  ])('logs a warning when the code %s, not an uncaught error, and the fragment still shows', async (_, code, warning) => {
    // The page's own error listeners (the chunk reload guard) never see it.
    const pageErrors = vi.fn();
    window.addEventListener('error', pageErrors);
    fragmentServer([{ codeToEval: code }]);
    await show();
    window.removeEventListener('error', pageErrors);
    expect(consoleWarn).toHaveBeenCalledWith(expect.stringContaining(`[fragment footer] ${warning}`));
    expect(pageErrors).not.toHaveBeenCalled();
    expect(screen.getByRole('region', { name: 'Licence and support' })).toBeInTheDocument();
    expect(errorBlock()).not.toBeInTheDocument();
  });
});
