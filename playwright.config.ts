import { defineConfig, devices } from '@playwright/test';
import { E2E } from './tests/e2e/ports.mjs';

const serverEnv = { ...process.env, NEXT_DIST_DIR: E2E.distDir, BACKEND_URL: E2E.backendUrl, SITE_URL: E2E.siteUrl };

// Real Chromium (Debian's) against the production build and the real reference backend.
export default defineConfig({
  testDir: 'tests/e2e',
  // Tests change the backend's shared state (site config, clock), so they run one at a time.
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
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], locale: 'ru-RU' } }],
  webServer: [
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
      command: `node node_modules/next/dist/bin/next start -p ${E2E.sitePort}`,
      url: `${E2E.siteUrl}/ru`,
      env: serverEnv,
      reuseExistingServer: false,
      timeout: 120000,
    },
  ],
});
