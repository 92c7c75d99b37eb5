// `npm run bench`: the site's speed as ratios to the perf floor (../shared/perf-floor, a bare
// Next.js page) built and served in the same run, and what the guard chain costs. The machine is
// shared and noisy, so every figure that is a rate is measured interleaved with the floor's, and
// the budgets are ratios (docs/decisions/first-visit-paint.md). Bounded: fixed seconds per run, Lighthouse runs capped, then
// everything it started is stopped (a full run took 9.5 min on the shared 2-core machine: three
// builds, 32 s of load, 15 Lighthouse runs). Prints one table with each figure's budget (the
// "must reach" column); fails when a figure misses its budget.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { bin, root, run, waitForUrl } from './lib.mjs';
import { buildFloor } from './bench/floor.mjs';
import { load, warm } from './bench/load.mjs';
import { firstLoadJs, htmlGzipBytes } from './bench/weight.mjs';
import { libraryCosts, libraryTable } from './bench/libraries.mjs';
import { lighthouseMedians } from './bench/lighthouse.mjs';
import { liveUnderChange, waitForLiveGames } from './bench/live.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS || 8);
const CONNECTIONS = 10;
const BACKEND_PORT = 4200;
const SITE_PORT = 3200;
const FLOOR_PORT = 3150;
const backendUrl = `http://127.0.0.1:${BACKEND_PORT}`;
const siteUrl = `http://127.0.0.1:${SITE_PORT}`;
const floorUrl = `http://127.0.0.1:${FLOOR_PORT}`;
const baseEnv = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  BACKEND_URL: backendUrl,
  SITE_URL: siteUrl,
  SITE_PROXY_KEY: process.env.SITE_PROXY_KEY || randomBytes(32).toString('base64url'),
};
/** The pages whose first-load JS and Lighthouse scores are measured against the floor's. */
const WEIGHED_PAGES = ['/ru', '/ru/line', '/ru/slots', '/ru/contacts'];
/** The guard chain's own budget (an information page, with and without the chain). */
const CHAIN_PAGE = '/ru/about';
const CHAIN_BUDGET = { maxThroughputLoss: 0.35, maxAddedMeanMs: 15 };
/**
 * Lighthouse mobile, each of the four pages and the floor's `/ru`: the median of this many runs,
 * interleaved per round. Performance and LCP as ratios to the floor's in the same run (its LCP is
 * the paint of a page that needs no script: docs/decisions/first-visit-paint.md).
 */
const LIGHTHOUSE_RUNS = 3;
const LIGHTHOUSE_BUDGET = { minPerformanceRatio: 0.95, maxLcpRatio: 1.5, maxCls: 0.02, accessibility: 100 };
/** First-load JS gzip of each weighed page ÷ the floor's `/ru` (docs/decisions/first-visit-paint.md). */
const MAX_JS_RATIO = 1.55;
/** The live line under change (docs/decisions/live-feed.md): live games enough for 500 outcomes on /ru/live, moved every 2 s. */
const LIVE_PER_SPORT = 20;
const LIVE_SECONDS = Number(process.env.BENCH_LIVE_SECONDS || 60);
const LIVE_BUDGET = { minOutcomes: 500, maxLongTaskMs: 50, maxInputMs: 100 };

const children = [];
function start(command, args, options) {
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], ...options });
  children.push(child);
  return child;
}
async function stop(child) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}
function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('exit', stopAll);

/** A production build of the site, served as `npm start` serves it (scripts/serve.mjs). */
async function serveSite(variant) {
  const distDir = `.next-bench-${variant}`;
  const env = { ...baseEnv, NEXT_DIST_DIR: distDir, GUARD_CHAIN: variant === 'with-chain' ? 'on' : 'off' };
  // The copy without the chain is also the one the library report reads (libraries.mjs): built with
  // source maps. Its pages' scripts are the same code (GUARD_CHAIN only changes the middleware); the
  // copy whose figures are budgeted is built as `npm run build` builds it, without maps.
  if (variant === 'without-chain') env.SOURCE_MAPS = '1';
  console.log(`building the site (${variant})…`);
  if ((await run(process.execPath, ['scripts/build.mjs'], { env, stdio: 'ignore' })) !== 0) throw new Error(`build ${variant} failed`);
  const child = start(process.execPath, ['scripts/serve.mjs', '-p', String(SITE_PORT)], { env });
  await waitForUrl(`${siteUrl}/ru`, 60000);
  return {
    distDir: `${root}/${distDir}`,
    async close() {
      await stop(child);
      rmSync(`${root}/${distDir}`, { recursive: true, force: true });
    },
  };
}

/** Site and floor under the same load, one after the other, twice, averaged: noise hits both. */
async function interleaved(sitePath, floorPath) {
  await warm(`${siteUrl}${sitePath}`);
  await warm(`${floorUrl}${floorPath}`);
  const site = [];
  const floor = [];
  for (let round = 0; round < 2; round += 1) {
    floor.push(await load(`${floorUrl}${floorPath}`, { seconds: SECONDS / 2, connections: CONNECTIONS }));
    site.push(await load(`${siteUrl}${sitePath}`, { seconds: SECONDS / 2, connections: CONNECTIONS }));
  }
  const mean = (runs) => runs.reduce((sum, r) => sum + r.perSecond, 0) / runs.length;
  const errors = [...site, ...floor].reduce((sum, r) => sum + r.errors, 0);
  return { site: mean(site), floor: mean(floor), errors };
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const rows = [];
/** One line of the table: the figure, what was measured, what it must reach, and whether it does. */
function row(figure, value, target, ok) {
  rows.push({ figure, value, target, ok });
}
const pagesList = WEIGHED_PAGES.map((page) => `\`${page}\``).join(', ');

/** The coupon's system pricer (limits-coupon-auth.md §3 "System option"), run apart in tsx: every "k from 30", per option. */
async function pricerFigure() {
  const child = spawn(bin('tsx'), ['scripts/bench/pricer.ts'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error('the pricer benchmark failed');
  return JSON.parse(out);
}

/** The casino games' RTP (docs/casino-games.md "Measured RTP"): 10^6 rounds a game, measured next to the theoretical RTP (scripts/bench/casino-rtp.mjs). */
async function casinoRtpFigure() {
  const child = spawn(process.execPath, ['scripts/bench/casino-rtp.mjs', '--json'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  await new Promise((resolve) => child.once('exit', resolve));
  return JSON.parse(out);
}

try {
  const casino = await casinoRtpFigure();
  const pct = (x) => `${(x * 100).toFixed(2)} %`;
  for (const game of casino.rows) {
    row(
      `casino RTP, ${game.game}: ${game.rounds} simulated rounds`,
      `measured ${pct(game.measured)}, theoretical ${pct(game.theoretical)} (± ${pct(game.standardError)} standard error, ${game.seconds.toFixed(1)} s)`,
      game.tolerance === null ? 'reported' : `within ${pct(game.tolerance)}`,
      game.ok,
    );
  }
  const pricer = await pricerFigure();
  row(
    `system pricer: every "k from ${pricer.selections}" priced, 99th percentile per option`,
    `${pricer.p99Ms.toFixed(3)} ms (mean ${pricer.meanMs.toFixed(4)} ms, ${pricer.options} options)`,
    '< 1 ms',
    pricer.p99Ms < 1,
  );
  rmSync(`${root}/.data/bench.sqlite`, { force: true });
  start(bin('tsx'), ['backend/src/main.ts'], {
    // As `npm start` runs it: the line simulator moving, and the site's kept pages purged on a control change.
    env: { ...baseEnv, BACKEND_PORT: String(BACKEND_PORT), BACKEND_DB: '.data/bench.sqlite', LINE_LIVE_PER_SPORT: String(LIVE_PER_SPORT), SITE_CACHE_URLS: siteUrl },
  });
  await waitForUrl(`${backendUrl}/__control/health`);

  console.log('building the perf floor…');
  const floorBuild = await buildFloor();
  start(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(FLOOR_PORT)], { cwd: floorBuild.dir, env: floorBuild.env });
  await waitForUrl(`${floorUrl}/ru`, 60000);

  const site = await serveSite('with-chain');
  const js = await firstLoadJs([`${floorUrl}/ru`, ...WEIGHED_PAGES.map((page) => `${siteUrl}${page}`)]);
  const floorJs = js[`${floorUrl}/ru`].bytes;
  const jsRatios = WEIGHED_PAGES.map((page) => js[`${siteUrl}${page}`].bytes / floorJs);
  row(
    `first-load JS gzip of ${pagesList} ÷ floor \`/ru\``,
    `${jsRatios.map((r) => r.toFixed(2)).join(' / ')} (floor ${kB(floorJs)})`,
    `≤ ${MAX_JS_RATIO.toFixed(2)}`,
    Math.max(...jsRatios) <= MAX_JS_RATIO,
  );
  const html = await htmlGzipBytes(`${siteUrl}/ru/contacts`);
  row('HTML gzip of `/ru/contacts`', kB(html), '≤ 12 kB', html <= 12_000);
  const contacts = await interleaved('/ru/contacts', '/ru/info/about');
  row(
    `req/s of \`/ru/contacts\` ÷ floor \`/ru/info/about\` (${CONNECTIONS} connections, guards on)`,
    `${(contacts.site / contacts.floor).toFixed(3)} (${contacts.site.toFixed(0)} / ${contacts.floor.toFixed(0)})`,
    '≥ 0.30',
    contacts.errors === 0 && contacts.site / contacts.floor >= 0.3,
  );
  const home = await interleaved('/ru', '/ru');
  row(
    `req/s of \`/ru\` ÷ floor \`/ru\``,
    `${(home.site / home.floor).toFixed(3)} (${home.site.toFixed(0)} / ${home.floor.toFixed(0)})`,
    '≥ 0.15',
    home.errors === 0 && home.site / home.floor >= 0.15,
  );
  // After the load runs, so the floor and the site are idle; the floor's /ru beside the four pages.
  const scored = [`${floorUrl}/ru`, ...WEIGHED_PAGES.map((page) => `${siteUrl}${page}`)];
  const lighthouse = await lighthouseMedians(scored, LIGHTHOUSE_RUNS);
  const floorScore = lighthouse[`${floorUrl}/ru`];
  const score = (s) => `${s.performance} · ${(s.lcpMs / 1000).toFixed(2)} s · ${s.tbtMs.toFixed(0)} ms · ${s.cls.toFixed(3)} · ${s.accessibility}`;
  for (const page of WEIGHED_PAGES) {
    const s = lighthouse[`${siteUrl}${page}`];
    const performanceRatio = s.performance / floorScore.performance;
    const lcpRatio = s.lcpMs / floorScore.lcpMs;
    row(
      `Lighthouse mobile, median of ${LIGHTHOUSE_RUNS}, \`${page}\` (no cookies, the line moving): performance · LCP · TBT · CLS · accessibility`,
      `${score(s)} (performance ${performanceRatio.toFixed(2)}× and LCP ${lcpRatio.toFixed(2)}× the floor's: ${score(floorScore)})`,
      `performance ≥ ${LIGHTHOUSE_BUDGET.minPerformanceRatio}× and LCP ≤ ${LIGHTHOUSE_BUDGET.maxLcpRatio}× the floor's, CLS ≤ ${LIGHTHOUSE_BUDGET.maxCls}, accessibility ${LIGHTHOUSE_BUDGET.accessibility}`,
      performanceRatio >= LIGHTHOUSE_BUDGET.minPerformanceRatio &&
        lcpRatio <= LIGHTHOUSE_BUDGET.maxLcpRatio &&
        s.cls <= LIGHTHOUSE_BUDGET.maxCls &&
        s.accessibility >= LIGHTHOUSE_BUDGET.accessibility,
    );
  }

  // Nine sports keep live games: 180 of them, three prices a row. Then the prices move by the
  // control API alone, so every change is one the bench made.
  await waitForLiveGames(backendUrl, 9 * LIVE_PER_SPORT);
  await fetch(`${backendUrl}/__control/line/freeze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"frozen":true}' });
  const live = await liveUnderChange(`${siteUrl}/ru/live`, { controlUrl: `${backendUrl}/__control`, seconds: LIVE_SECONDS });
  row(
    `\`/ru/live\`, its live prices moved every 2 s for ${LIVE_SECONDS} s: outcomes on the page, longest task, slowest click`,
    `${live.outcomes} outcomes (${live.changedOnScreen} changed on screen); ${live.maxLongTaskMs.toFixed(0)} ms (${live.longTasks} tasks over 50 ms); ${live.maxInputMs.toFixed(0)} ms (${live.clicks} click events timed)`,
    `≥ ${LIVE_BUDGET.minOutcomes} outcomes changing, no task over ${LIVE_BUDGET.maxLongTaskMs} ms, input under ${LIVE_BUDGET.maxInputMs} ms`,
    live.outcomes >= LIVE_BUDGET.minOutcomes && live.changedOnScreen >= LIVE_BUDGET.minOutcomes && live.longTasks === 0 && live.maxInputMs < LIVE_BUDGET.maxInputMs,
  );

  await warm(`${siteUrl}${CHAIN_PAGE}`);
  const withChain = await load(`${siteUrl}${CHAIN_PAGE}`, { seconds: SECONDS, connections: 8 });
  await site.close();
  const bare = await serveSite('without-chain');
  await warm(`${siteUrl}${CHAIN_PAGE}`);
  const without = await load(`${siteUrl}${CHAIN_PAGE}`, { seconds: SECONDS, connections: 8 });
  // What each library costs in the first load, from this copy's source maps (a report, no budget).
  const mapped = await firstLoadJs(WEIGHED_PAGES.map((page) => `${siteUrl}${page}`));
  const libraries = libraryTable(libraryCosts(bare.distDir, Object.fromEntries(WEIGHED_PAGES.map((page) => [page, mapped[`${siteUrl}${page}`].scripts]))));
  await bare.close();
  const loss = 1 - withChain.perSecond / without.perSecond;
  const added = withChain.mean - without.mean;
  row(
    `guard chain on ${CHAIN_PAGE}: throughput lost, mean ms added`,
    `${(loss * 100).toFixed(1)} %, ${added.toFixed(1)} ms (${withChain.perSecond.toFixed(0)} vs ${without.perSecond.toFixed(0)} pages/s)`,
    `≤ ${CHAIN_BUDGET.maxThroughputLoss * 100} %, ≤ ${CHAIN_BUDGET.maxAddedMeanMs} ms`,
    withChain.errors === 0 && without.errors === 0 && loss <= CHAIN_BUDGET.maxThroughputLoss && added <= CHAIN_BUDGET.maxAddedMeanMs,
  );

  console.log(`\nFirst-load JS by library (the chunks' gzipped bytes shared out by their source maps: scripts/bench/libraries.mjs)\n\n${libraries}`);
  console.log('\n| figure | measured | must reach | verdict |\n|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.figure} | ${r.value} | ${r.target} | ${r.ok ? 'reached' : 'missed'} |`);
  const over = rows.filter((r) => !r.ok);
  if (over.length) {
    console.error(`\n${over.length} of ${rows.length} figures miss their budget`);
    process.exitCode = 1;
  } else {
    console.log('\nevery figure within budget');
  }
} finally {
  stopAll();
}
