// What a page weighs for a first visit: the gzipped HTML, and the JavaScript the browser loads
// (the sum of the script responses' encoded sizes, as the perf floor's README defines it).
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

/** Gzipped size of the page's HTML, bytes (gzip level 6, what a server sends). */
export async function htmlGzipBytes(url) {
  const html = Buffer.from(await (await fetch(url, { headers: { 'Accept-Encoding': 'identity' } })).arrayBuffer());
  return gzipSync(html, { level: 6 }).length;
}

/**
 * Opens each URL in a fresh Chromium context (no cookies: a first visit) and sums the encoded sizes
 * of its scripts: URL → { bytes, scripts } (the script URLs, for the library report, libraries.mjs).
 */
export async function firstLoadJs(urls) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const result = {};
    for (const url of urls) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts = [];
      page.on('requestfinished', (request) => {
        if (request.resourceType() === 'script') scripts.push(request);
      });
      await page.goto(url, { waitUntil: 'networkidle' });
      const sizes = await Promise.all(scripts.map(async (request) => (await request.sizes()).responseBodySize));
      result[url] = { bytes: sizes.reduce((sum, size) => sum + size, 0), scripts: scripts.map((request) => request.url()) };
      await context.close();
    }
    return result;
  } finally {
    await browser.close();
  }
}
