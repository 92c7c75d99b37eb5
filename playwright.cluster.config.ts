import { randomBytes } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';
import { E2E } from './tests/e2e/ports.mjs';
import { chromiumLaunchOptions } from './playwright.config';

// The cluster test (tests/cluster, docs/scaling.md): `npm run cluster` (scripts/cluster.mjs) with
// two instances over the browser tests' build, on ports, a database and a data folder of its own
// (tests/e2e/ports.mjs `cluster`). `npm test` runs it after the browser tests
// (scripts/ensure-cluster-tools.mjs installs nginx and redis-server first).
const { cluster } = E2E;
process.env.SITE_PROXY_KEY ||= randomBytes(32).toString('base64url');

export default defineConfig({
  testDir: 'tests/cluster',
  outputDir: cluster.outputDir,
  // One cluster, whose instances the tests kill: one test at a time.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  // The JSON report feeds the closing count of `npm test` (PLAYWRIGHT_JSON_OUTPUT_NAME).
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: cluster.url,
    locale: 'ru-RU',
    trace: 'retain-on-failure',
    // Guests with no cookie at all: the visitors who get kept pages (docs/cached-pages.md).
    storageState: { cookies: [], origins: [] },
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], locale: 'ru-RU' } }],
  webServer: {
    command: 'node scripts/cluster.mjs --no-build',
    env: {
      CLUSTER_SIZE: '2',
      PORT: String(cluster.port),
      BACKEND_PORT: String(cluster.backendPort),
      REDIS_PORT: String(cluster.redisPort),
      CLUSTER_DIR: cluster.dataDir,
      BACKEND_DB: cluster.database,
      NEXT_DIST_DIR: E2E.distDir,
      SITE_URL: cluster.url,
      // The runner's own backend, Redis and purge address, whatever the caller's environment says.
      BACKEND_URL: '',
      REDIS_URL: '',
      SITE_CACHE_URLS: '',
      // The line stands still unless a test moves it (docs/line-feed.md).
      LINE_SIMULATION: 'off',
    },
    // Once every part answers and CLUSTER_DIR/parts.json names them.
    wait: { stdout: /cluster ready/ },
    url: `${cluster.url}/ru`,
    stdout: 'pipe',
    reuseExistingServer: false,
    timeout: 180_000,
    // The runner stops every part on SIGTERM.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
