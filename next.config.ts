import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants';
import createNextIntlPlugin from 'next-intl/plugin';
import { API_PREFIXES, backendUrl } from './lib/config/backend';
import { siteSecurityHeaders } from './lib/security/headers';
import { ARTWORK_CSP } from './lib/casino/artSrc';

// The message files are compiled at build time (ICU → a compact tree), so the browser formats
// them without ICU's parser, which then stays out of every page (docs/decisions/client-messages.md).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

// Tests build into their own folder so a test run never replaces the build `npm start` serves.
const distDir = process.env.NEXT_DIST_DIR || '.next';

/**
 * The build's deployment id, the same for every instance started from it: Next reads this file at
 * `next build` and again at each start, so it is made once, at build time
 * (NEXT_DEPLOYMENT_ID when set, e.g. a commit to build on several machines alike, else new), and
 * each start takes it back from what the build wrote. A client of another build is told to load
 * the page anew rather than navigate into a build it has no code for; the shared page cache keeps
 * each build's pages apart by it (docs/decisions/shared-page-cache.md). None in `next dev`.
 */
function deploymentId(phase: string): string | undefined {
  if (process.env.NEXT_DEPLOYMENT_ID) return process.env.NEXT_DEPLOYMENT_ID;
  if (phase === PHASE_PRODUCTION_BUILD) return `${Date.now().toString(36)}-${randomBytes(6).toString('hex')}`;
  if (phase !== PHASE_PRODUCTION_SERVER) return undefined;
  try {
    const built = JSON.parse(readFileSync(path.join(distDir, 'required-server-files.json'), 'utf8')) as { config?: { deploymentId?: string } };
    return built.config?.deploymentId || undefined;
  } catch {
    // No build yet: `next start` says so itself.
    return undefined;
  }
}

const nextConfig: NextConfig = {
  distDir,
  poweredByHeader: false,
  // SOURCE_MAPS=1 NEXT_DIST_DIR=.next-sm next build: maps to see which module weighs what in a
  // page's first load (docs/decisions/first-visit-paint.md); never in a build that is served.
  productionBrowserSourceMaps: process.env.SOURCE_MAPS === '1',
  // Next's page cache, less any page that shows a backend fault (docs/cached-pages.md).
  cacheHandler: path.join(process.cwd(), 'lib/cache/siteCacheHandler.mjs'),
  // The shared page cache's Redis client and handler (lib/cache/sharedCache.mjs) run from
  // node_modules as they are in the purge route too, as in the cache handler Next imports unbundled.
  serverExternalPackages: ['@redis/client', '@fortedigital/nextjs-cache-handler'],
  // Fixed at build time. Only `npm run bench` builds a copy with GUARD_CHAIN=off, to measure what
  // the chain costs; a build made any other way always runs the whole chain.
  env: { GUARD_CHAIN: process.env.GUARD_CHAIN === 'off' ? 'off' : 'on' },
  reactStrictMode: true,
  // The bootstrap chunks' script tags carry an `integrity` hash fixed at build time, so such a chunk
  // altered on its way (a CDN, a cache) is refused; it works with cached pages, unlike a nonce. It
  // does not make inline scripts safe: docs/decisions/csp.md.
  experimental: {
    sri: { algorithm: 'sha256' },
    // Fewer, larger chunks for a first visit (docs/decisions/chunking.md): a page's own code came in
    // many small chunks, each gzipped alone, and one request costs more than the bytes a later page
    // may fetch twice. A first load is smaller; a visit of several pages by client navigation
    // fetches a little more in all.
    turbopackChunking: { firstPageLoadPriority: 1, requestCost: 20_000_000, minChunkSize: 1_000_000, maxMergeChunkSize: 2_000_000, maxChunkCountPerGroup: 3 },
    // A constant imported from lib/config is inlined where it is used, so what it turns off goes;
    // a package's CommonJS exports nobody imports go too.
    turbopackCrossModuleConstants: true,
    turbopackCjsTreeShaking: true,
  },
  // The security headers (lib/security/headers.ts) on every answer: pages, middleware redirects
  // and 404s, static files, and the API prefixes below (the backend's own headers win where it
  // sets the same one). Fixed at build time, with SITE_URL as it is then, like the rewrites.
  async headers() {
    return [
      { source: '/:path*', headers: siteSecurityHeaders() },
      // The casino's art (app/casino-art) is an SVG document: nothing in it may load or run. A
      // later entry's header wins over an earlier one's of the same name.
      { source: '/casino-art/:path*', headers: [{ key: 'Content-Security-Policy', value: ARTWORK_CSP }] },
    ];
  },
  // The same-origin API prefixes go to the backend: the embedded reference backend by default,
  // an operator's backend when BACKEND_URL points there. Served through scripts/serve.mjs (npm
  // start, npm run dev, the tests), the front server sends them itself, to BACKEND_URL as it is at
  // run time (docs/site-proxy.md "When the backend does not answer"); these rewrites, fixed at
  // build time, serve only `next start` run alone (the bench).
  async rewrites() {
    return API_PREFIXES.map((prefix) => ({
      source: `${prefix}/:path*`,
      destination: `${backendUrl()}${prefix}/:path*`,
    }));
  },
};

export default function config(phase: string): NextConfig {
  return withNextIntl({ ...nextConfig, deploymentId: deploymentId(phase) });
}
