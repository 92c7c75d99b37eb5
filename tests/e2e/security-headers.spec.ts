import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { E2E } from './ports.mjs';
import { gotoReady, resetBackend, signIn } from './support';

// Every answer carries the security headers; no other origin can frame the site
// (the signed-in account page above all); and the policy lets the site's own pages run with no
// CSP violation (lib/security/headers.ts, docs/decisions/csp.md).

const SITE = new URL(E2E.siteUrl);
/** The same site under another host name: another origin (and another site) on the same port. */
const SITE_AS_IP = `http://127.0.0.1:${SITE.port}`;

function expectCommonHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toMatch(/^(strict-origin-when-cross-origin|no-referrer)$/);
  expect(headers['permissions-policy'], what).toContain('camera=()');
  expect(headers['content-security-policy'], what).toContain("frame-ancestors 'none'");
  // SITE_URL of the tests is http: no HSTS.
  expect(headers['strict-transport-security'], what).toBeUndefined();
}

/** The site's page policy (not the backend's JSON one): scripts from the site only, no plugins. */
function expectPagePolicy(response: APIResponse, what: string) {
  const policy = response.headers()['content-security-policy'] ?? '';
  expect(policy, what).toContain("script-src 'self'");
  expect(policy, what).toContain("object-src 'none'");
}

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

test('every kind of answer carries the security headers', async ({ request }) => {
  const page = await request.get('/ru', { maxRedirects: 0 });
  expect(page.status()).toBe(200);
  const redirect = await request.get('/ru/office/account', { maxRedirects: 0 });
  expect(redirect.status()).toBe(307);
  const languageRedirect = await request.get('/', { maxRedirects: 0, headers: { 'Accept-Language': '' } });
  expect(languageRedirect.status()).toBe(307);
  const notFound = await request.get('/ru/no-such-page-at-all', { maxRedirects: 0 });
  expect(notFound.status()).toBe(404);
  const favicon = await request.get('/favicon.svg', { maxRedirects: 0 });
  expect(favicon.status()).toBe(200);
  // A chunk's address may carry the build's deployment id (`?dpl=…`, next.config.ts).
  const chunkPath = (await page.text()).match(/src="(\/_next\/static\/[^"]+\.js(?:\?[^"]*)?)"/)?.[1];
  expect(chunkPath).toBeDefined();
  const chunk = await request.get(chunkPath!, { maxRedirects: 0 });
  expect(chunk.status()).toBe(200);
  for (const [what, response] of Object.entries({ page, redirect, languageRedirect, notFound, favicon, chunk })) {
    expectCommonHeaders(response, what);
    expectPagePolicy(response, what);
  }

  // The backend's answers through the site's rewrite: its own policy for JSON, nothing may load.
  const api = await request.get('/web-api/user/checksession', { maxRedirects: 0 });
  expect(api.status()).toBe(200);
  const apiNotFound = await request.get('/web-api/no-such-endpoint', { maxRedirects: 0 });
  expect(apiNotFound.status()).toBe(404);
  for (const [what, response] of Object.entries({ api, apiNotFound })) {
    expectCommonHeaders(response, what);
    expect(response.headers()['content-security-policy'], what).toContain("default-src 'none'");
  }
});

/** A page of another origin (a port of its own) that frames `target`; closed after the test. */
async function startFramer(): Promise<{ port: number; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const target = new URL(req.url ?? '/', 'http://framer.invalid').searchParams.get('target') ?? 'about:blank';
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><title>framer</title><iframe name="victim" src="${encodeURI(target)}" width="800" height="600"></iframe>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * Opens the framer page and waits until the browser has settled the frame: refused by the site's
 * headers, Chromium shows its error page in it (`chrome-error://`); let through, the frame keeps
 * the site's URL and the poll times out. Returns the frame's final URL.
 */
async function refusedFrameUrl(page: Page): Promise<string> {
  await expect.poll(() => page.frame({ name: 'victim' })?.url() ?? '').toMatch(/^chrome-error:/);
  return page.frame({ name: 'victim' })!.url();
}

test.describe('framing by another origin', () => {
  let framer: { port: number; close: () => Promise<void> };
  test.beforeAll(async () => {
    framer = await startFramer();
  });
  test.afterAll(async () => {
    await framer.close();
  });

  test('the signed-in account page does not load in a frame of another port of the same host', async ({ page, context, request }) => {
    await signIn(request, context, 'player@example.com');
    // Shown as itself, signed in: what the frame would show without the headers.
    const own = await context.request.get('/ru/office/account', { maxRedirects: 0 });
    expect(own.status()).toBe(200);
    // localhost on another port: same site, so the session cookie (SameSite=Lax) goes with the frame.
    const target = `${E2E.siteUrl}/ru/office/account`;
    await page.goto(`http://localhost:${framer.port}/?target=${encodeURIComponent(target)}`);
    expect(await refusedFrameUrl(page)).not.toContain(`:${SITE.port}/`);
    expect(page.frames().map((frame) => frame.url())).not.toContain(target);
  });

  test('home does not load in a frame of another host (127.0.0.1 against localhost)', async ({ page }) => {
    const target = `${E2E.siteUrl}/ru`;
    await page.goto(`http://127.0.0.1:${framer.port}/?target=${encodeURIComponent(target)}`);
    expect(await refusedFrameUrl(page)).not.toContain(`:${SITE.port}/`);
  });

  test('the site opened as 127.0.0.1 cannot frame itself as localhost', async ({ page }) => {
    await page.goto(`${SITE_AS_IP}/ru`);
    const target = `${E2E.siteUrl}/ru/office/account`;
    // The frame is added by the test, the way an injected element would be.
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.name = 'victim';
      frame.src = src;
      document.body.append(frame);
    }, target);
    expect(await refusedFrameUrl(page)).not.toContain(`:${SITE.port}/`);
  });
});

/** CSP violations the page reports, and console errors about the policy, from the first byte on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|integrity/i.test(message.text())) consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return async () => [...consoleErrors, ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations))];
}

test('the main pages run under the policy with no violation and hydrate', async ({ page, context, request }) => {
  const violations = await watchViolations(page);
  for (const path of ['/ru', '/ru/line', '/ru/slots', '/ru/contacts', '/ru/user/login']) {
    await gotoReady(page, path);
    expect(await violations(), path).toEqual([]);
  }
  // Hydrated and its chunks loaded: the header's sign-in opens, a client-side navigation works.
  await gotoReady(page, '/ru');
  await page.getByRole('link', { name: 'Вход' }).click();
  await expect(page.getByRole('dialog', { name: 'Вход' })).toBeVisible();
  expect(await violations()).toEqual([]);

  await signIn(request, context, 'player@example.com');
  await gotoReady(page, '/ru/office/account');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Выйти' })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('a script, an image or a call to another origin is refused and reported', async ({ page }) => {
  const violations = await watchViolations(page);
  await gotoReady(page, '/ru');
  const elsewhere = `http://127.0.0.1:${E2E.backendPort}`;
  // What injected markup would try: load code from, or send data to, a host of its choosing.
  const fetched = await page.evaluate(async (origin) => {
    const script = document.createElement('script');
    script.src = `${origin}/__control/health?script`;
    document.body.append(script);
    const image = document.createElement('img');
    image.src = `${origin}/__control/health?image`;
    document.body.append(image);
    return fetch(`${origin}/__control/health?fetch`).then(
      () => 'sent',
      () => 'refused',
    );
  }, elsewhere);
  expect(fetched).toBe('refused');
  await expect
    .poll(async () => (await violations()).map((line) => line.split(' ')[0]))
    .toEqual(expect.arrayContaining(['connect-src', 'img-src', expect.stringMatching(/^script-src/)]));
});

test("each page answer has a nonce of its own, on every script the page was sent with", async ({ request }) => {
  const nonceOf = (policy: string | undefined) => policy?.match(/'nonce-([^']+)'/)?.[1];
  const first = await request.get('/ru');
  const second = await request.get('/ru');
  const policy = first.headers()['content-security-policy'];
  const scriptSources = policy?.split(';').find((directive) => directive.trim().startsWith('script-src'));
  expect(scriptSources).toBeDefined();
  expect(scriptSources).not.toContain("'unsafe-inline'");
  const nonce = nonceOf(policy);
  expect(nonce).toBeDefined();
  expect(nonceOf(second.headers()['content-security-policy'])).not.toBe(nonce);
  const scripts = [...(await first.text()).matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.filter((tag) => !tag.includes(`nonce="${nonce}"`))).toEqual([]);
});

test('an inline script or event handler put into the page does not run', async ({ page }) => {
  const violations = await watchViolations(page);
  await gotoReady(page, '/ru');
  // What a markup injection would carry: an element with a handler, and a script element of its own.
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.setAttribute('onerror', 'window.__injected = "handler"');
    image.src = '/no-such-image.png';
    document.body.append(image);
    const script = document.createElement('script');
    script.textContent = 'window.__injected = "script"';
    document.body.append(script);
  });
  await expect.poll(async () => (await violations()).filter((line) => line.startsWith('script-src')).length).toBeGreaterThanOrEqual(2);
  expect(await page.evaluate(() => (window as unknown as { __injected?: string }).__injected)).toBeUndefined();
});
