import { expect, test } from '@playwright/test';
import { E2E } from './ports.mjs';

// The few files served at the root bypass the guards; everything else gets a language first.
test('robots.txt lets crawlers in and keeps them off the API', async ({ request }) => {
  const response = await request.get('/robots.txt', { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toContain('Allow: /');
  expect(text).toContain('Disallow: /web-api/');
  expect(text).toContain(`Sitemap: ${E2E.siteUrl}/sitemap.xml`);
});

test('sitemap.xml lists the public pages in every language', async ({ request }) => {
  const response = await request.get('/sitemap.xml', { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  const xml = await response.text();
  for (const url of ['/ru/about', '/en/about', '/tr/slots', '/ru/line', '/kk']) {
    expect(xml).toContain(`<loc>${E2E.siteUrl}${url}</loc>`);
  }
  expect(xml).not.toContain('/office');
  expect(xml).not.toContain('/block');
});

test('the favicon is served and linked from every page', async ({ request }) => {
  const icon = await request.get('/favicon.svg', { maxRedirects: 0 });
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
  expect(await (await request.get('/ru')).text()).toContain('href="/favicon.svg"');
});

test('a root path that only looks like a file still gets the language prefix', async ({ request }) => {
  for (const path of ['/favicon.ico', '/robots.txt.bak', '/manifest.json']) {
    const response = await request.get(path, { maxRedirects: 0, headers: { 'Accept-Language': '' } });
    expect(response.status(), path).toBe(307);
    expect(response.headers()['location'], path).toBe(`/ru${path}`);
  }
});
