import { randomBytes } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';
import { E2E } from './tests/e2e/ports.mjs';

// The secret the site's front server and the backends share (docs/site-proxy.md). Set on
// process.env so the test workers, started from this process, see the same one.
process.env.SITE_PROXY_KEY ||= randomBytes(32).toString('base64url');
// The backends tell the site (the one the tests visit) when its cached pages are out of date.
const serverEnv = {
  ...process.env,
  NEXT_DIST_DIR: E2E.distDir,
  BACKEND_URL: E2E.backendUrl,
  SITE_URL: E2E.siteUrl,
  SITE_CACHE_URLS: E2E.siteUrl,
  // The line stands still unless a test moves it (docs/line-feed.md): prices and games change only
  // through the control API, so a test's prices are the ones it set.
  LINE_SIMULATION: 'off',
  // The live tables' betting window never closes by itself during a test (docs/casino-tables-api.md):
  // a test settles a round with POST /__control/tables/{tableId}/round.
  LIVE_TABLE_BETTING_MS: '600000',
};

/** Debian's Chromium as every browser suite of the project launches it (this one and the cluster's). */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

// Real Chromium (Debian's) against the production build and the real reference backend.
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: E2E.outputDir,
  // Tests change the backend's shared state (site config, clock), so they run one at a time; `npm
  // test` runs shards at once instead, each on a slot of its own (docs/decisions/browser-shards.md).
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 30000,
  expect: { timeout: 7000 },
  // The JSON report feeds the closing count of `npm test` (PLAYWRIGHT_JSON_OUTPUT_NAME).
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: E2E.siteUrl,
    locale: 'ru-RU',
    trace: 'retain-on-failure',
    // Visitors in these tests have answered the cookie question, so the banner does not cover
    // what they click; tests/e2e/consent.spec.ts starts without it.
    storageState: {
      cookies: [
        { name: 'cookies_agree_type', value: 'ALL', domain: 'localhost', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' },
      ],
      origins: [],
    },
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], locale: 'ru-RU' } }],
  webServer: [
    // The fault harness (tests/e2e/backend-faults.spec.ts): a proxy in front of the test backend that
    // the spec can make late or stopped, and a second start of the same build calling through it.
    {
      command: `node tests/e2e/fault-proxy.mjs ${new URL(E2E.faultProxyUrl).port} ${new URL(E2E.faultProxyControlUrl).port} ${E2E.backendUrl}`,
      url: `${E2E.faultProxyControlUrl}/health`,
      reuseExistingServer: false,
      timeout: 10000,
    },
    {
      command: `node scripts/serve.mjs -p ${E2E.faultSitePort}`,
      // Answers once the backend (started below) answers through the proxy.
      url: `${E2E.faultSiteUrl}/ru`,
      env: { ...serverEnv, BACKEND_URL: E2E.faultProxyUrl, SITE_URL: E2E.faultSiteUrl },
      reuseExistingServer: false,
      timeout: 120000,
    },
    {
      command: 'node node_modules/tsx/dist/cli.mjs backend/src/main.ts',
      url: `${E2E.backendUrl}/__control/health`,
      env: { ...serverEnv, BACKEND_PORT: String(E2E.backendPort), BACKEND_DB: E2E.database },
      reuseExistingServer: false,
      timeout: 60000,
    },
    {
      command: 'node node_modules/tsx/dist/cli.mjs backend/src/main.ts',
      url: `${E2E.productionBackendUrl}/__control/health`,
      env: {
        ...serverEnv,
        NODE_ENV: 'production',
        BACKEND_PORT: String(E2E.productionBackendPort),
        BACKEND_DB: E2E.productionDatabase,
      },
      reuseExistingServer: false,
      timeout: 60000,
    },
    {
      // The site as `npm start` serves it: Next behind the site's front server (scripts/serve.mjs).
      command: `node scripts/serve.mjs -p ${E2E.sitePort}`,
      url: `${E2E.siteUrl}/ru`,
      env: serverEnv,
      reuseExistingServer: false,
      timeout: 120000,
    },
  ],
});
