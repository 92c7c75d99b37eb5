import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { API_PREFIXES, backendUrl } from './lib/config/backend';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  // Tests build into their own folder so a test run never replaces the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Fixed at build time. Only `npm run bench` builds a copy with GUARD_CHAIN=off, to measure what
  // the chain costs; a build made any other way always runs the whole chain.
  env: { GUARD_CHAIN: process.env.GUARD_CHAIN === 'off' ? 'off' : 'on' },
  reactStrictMode: true,
  // The same-origin API prefixes go to the backend: the embedded reference backend by default,
  // an operator's backend when BACKEND_URL points there. Rewrites are fixed at build time,
  // so `npm start` rebuilds when BACKEND_URL changes (scripts/start.mjs).
  async rewrites() {
    return API_PREFIXES.map((prefix) => ({
      source: `${prefix}/:path*`,
      destination: `${backendUrl()}${prefix}/:path*`,
    }));
  },
};

export default withNextIntl(nextConfig);
