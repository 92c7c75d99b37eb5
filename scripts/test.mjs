// `npm test`: lint, type check, unit and component tests, production build, then the browser
// tests in Chromium. Stops at the first failing step and prints how long each step took.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { bin, root, run } from './lib.mjs';
import { E2E } from '../tests/e2e/ports.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';
// Not test-results/: Playwright empties that folder when it starts.
const reports = path.join(root, '.reports');
mkdirSync(reports, { recursive: true });
const vitestReport = path.join(reports, 'vitest.json');
const playwrightReport = path.join(reports, 'playwright.json');
const e2eEnv = {
  ...process.env,
  NEXT_DIST_DIR: E2E.distDir,
  BACKEND_URL: E2E.backendUrl,
  SITE_URL: E2E.siteUrl,
  // The secret the site's front server and the backend share (docs/site-proxy.md), new each run.
  SITE_PROXY_KEY: process.env.SITE_PROXY_KEY || randomBytes(32).toString('base64url'),
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
};

// `npm run test:e2e -- tests/e2e/login.spec.ts -g captcha` hands those words to Playwright.
const playwrightArgs = process.argv.slice(2).filter((arg) => arg !== '--e2e');

const steps = [
  ['lint', bin('eslint'), ['.', '--max-warnings=0']],
  ['route types', bin('next'), ['typegen']],
  ['type check (site)', bin('tsc'), ['--noEmit']],
  ['type check (backend)', bin('tsc'), ['--noEmit', '-p', 'backend/tsconfig.json']],
  ['unit and component tests', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]],
  ['production build', process.execPath, ['scripts/build.mjs'], e2eEnv],
  ['chromium', process.execPath, ['scripts/ensure-chromium.mjs']],
  ['browser tests', bin('playwright'), ['test', ...playwrightArgs], e2eEnv],
];

// `--e2e` runs only the build and the browser tests (npm run test:e2e).
const e2eOnly = process.argv.includes('--e2e');
const chosen = e2eOnly ? steps.slice(-3) : steps;

const timings = [];
for (const [name, command, args, env] of chosen) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const code = await run(command, args, env ? { env } : {});
  timings.push(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (code !== 0) {
    console.error(`\n✗ ${name} failed (exit ${code})\n${timings.join('\n')}`);
    process.exit(code);
  }
}
// One closing line over both runners, so a reader (or CI) sees the whole count at once.
const unit = e2eOnly
  ? { numPassedTests: 0, numFailedTests: 0 }
  : JSON.parse(readFileSync(vitestReport, 'utf8'));
const e2e = JSON.parse(readFileSync(playwrightReport, 'utf8')).stats;
const passed = unit.numPassedTests + e2e.expected;
const failed = unit.numFailedTests + e2e.unexpected + e2e.flaky;
console.log(`\n✓ all steps passed\n${timings.join('\n')}`);
console.log(`unit and component: ${unit.numPassedTests} passed; browser: ${e2e.expected} passed`);
console.log(`${passed} passed, ${failed} failed`);
if (failed > 0 || passed === 0) process.exit(1);
