// `npm test`: lint, type check, unit and component tests, production build, then the browser
// tests in Chromium and the cluster test (two instances behind nginx, tests/cluster). Stops at the first failing step and prints how long each step took.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { bin, root, run } from './lib.mjs';
import { runShards, shardSlots } from './lib/e2eShards.mjs';
import { E2E } from '../tests/e2e/ports.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';
// Not test-results/: Playwright empties that folder when it starts.
const reports = path.join(root, '.reports');
mkdirSync(reports, { recursive: true });
const vitestReport = path.join(reports, 'vitest.json');
const clusterReport = path.join(reports, 'playwright-cluster.json');
const e2eEnv = {
  ...process.env,
  NEXT_DIST_DIR: E2E.distDir,
  BACKEND_URL: E2E.backendUrl,
  SITE_URL: E2E.siteUrl,
  // The secret the site's front server and the backend share (docs/site-proxy.md), new each run.
  SITE_PROXY_KEY: process.env.SITE_PROXY_KEY || randomBytes(32).toString('base64url'),
};

// `npm run test:e2e -- tests/e2e/login.spec.ts -g captcha` hands those words to Playwright.
const playwrightArgs = process.argv.slice(2).filter((arg) => arg !== '--e2e');
// The browser tests run as E2E_SHARDS shards at once (default 2; one when files or a filter are
// given), each with its share of the spec files on a slot of its own from E2E_SLOT on
// (scripts/lib/e2eShards.mjs, docs/decisions/browser-shards.md). Checked before
// anything runs, so a combination past the last slot stops here, not after the build.
let shardPlan;
try {
  shardPlan = shardSlots(process.env, playwrightArgs);
} catch (error) {
  console.error(`✗ ${error.message}`);
  process.exit(2);
}
let e2eStats;
async function browserTests() {
  const { code, stats } = await runShards({ playwright: bin('playwright'), slots: shardPlan, playwrightArgs, distDir: E2E.distDir, reports, cwd: root, env: e2eEnv });
  e2eStats = stats;
  return code;
}

const steps = [
  ['lint', bin('eslint'), ['.', '--max-warnings=0']],
  ['route types', bin('next'), ['typegen']],
  ['type check (site)', bin('tsc'), ['--noEmit']],
  ['type check (backend)', bin('tsc'), ['--noEmit', '-p', 'backend/tsconfig.json']],
  // nginx and redis-server: the shared page cache's unit test runs a real Redis, the cluster test both.
  ['cluster tools', process.execPath, ['scripts/ensure-cluster-tools.mjs']],
  ['unit and component tests', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]],
  ['production build', process.execPath, ['scripts/build.mjs'], e2eEnv],
  ['chromium', process.execPath, ['scripts/ensure-chromium.mjs']],
  ['browser tests', browserTests],
  // The site as several instances (docs/scaling.md) over the same build; not for a run of chosen
  // browser tests (files or a filter given).
  ...(playwrightArgs.length > 0
    ? []
    : [
        ['cluster tests', bin('playwright'), ['test', '-c', 'playwright.cluster.config.ts'], { ...e2eEnv, PLAYWRIGHT_JSON_OUTPUT_NAME: clusterReport }],
      ]),
];

// `--e2e` runs only the build, the browser tests and the cluster test (npm run test:e2e).
const e2eOnly = process.argv.includes('--e2e');
const E2E_STEPS = new Set(['cluster tools', 'production build', 'chromium', 'browser tests', 'cluster tests']);
const chosen = e2eOnly ? steps.filter(([name]) => E2E_STEPS.has(name)) : steps;

const timings = [];
for (const [name, command, args, env] of chosen) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const code = typeof command === 'function' ? await command() : await run(command, args, env ? { env } : {});
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
// Summed over the shards.
const e2e = e2eStats;
const clusterRan = chosen.some(([name]) => name === 'cluster tests');
const clustered = clusterRan ? JSON.parse(readFileSync(clusterReport, 'utf8')).stats : { expected: 0, unexpected: 0, flaky: 0 };
const passed = unit.numPassedTests + e2e.expected + clustered.expected;
const failed = unit.numFailedTests + e2e.unexpected + e2e.flaky + clustered.unexpected + clustered.flaky;
console.log(`\n✓ all steps passed\n${timings.join('\n')}`);
console.log(`unit and component: ${unit.numPassedTests} passed; browser: ${e2e.expected} passed; cluster: ${clusterRan ? `${clustered.expected} passed` : 'not run'}`);
console.log(`${passed} passed, ${failed} failed`);
if (failed > 0 || passed === 0) process.exit(1);
