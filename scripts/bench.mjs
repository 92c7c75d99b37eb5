// `npm run bench`: what the guard chain costs. Serves an information page from two production
// builds, one with the chain and one built with GUARD_CHAIN=off (language prefix only), against
// the reference backend, and measures pages per second and latency on loopback. Bounded: a fixed
// number of seconds per run, then everything it started is stopped. Fails when over budget.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { bin, root, run, waitForUrl } from './lib.mjs';

const BUDGET = {
  /** The chain may cost at most this share of the throughput without it. */
  maxThroughputLoss: 0.35,
  /** …and add at most this many milliseconds to the mean page time. */
  maxAddedMeanMs: 15,
};
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CONCURRENCY = 8;
const PAGE = '/ru/about';
const BACKEND_PORT = 4200;
const SITE_PORT = 3200;
const backendUrl = `http://127.0.0.1:${BACKEND_PORT}`;
const siteUrl = `http://127.0.0.1:${SITE_PORT}`;
const baseEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', BACKEND_URL: backendUrl, SITE_URL: siteUrl };
const children = [];

function start(command, args, env) {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  return child;
}
function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('exit', stopAll);

async function load(url) {
  const latencies = [];
  let errors = 0;
  const deadline = Date.now() + SECONDS * 1000;
  async function worker() {
    while (Date.now() < deadline) {
      const started = performance.now();
      try {
        const response = await fetch(url, { headers: { Cookie: 'lng=ru' } });
        await response.arrayBuffer();
        if (response.status !== 200) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - started);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  latencies.sort((a, b) => a - b);
  const mean = latencies.reduce((sum, x) => sum + x, 0) / latencies.length;
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return { pagesPerSecond: latencies.length / SECONDS, mean, p50: at(0.5), p95: at(0.95), errors };
}

async function measure(variant) {
  const distDir = `.next-bench-${variant}`;
  const env = { ...baseEnv, NEXT_DIST_DIR: distDir, GUARD_CHAIN: variant === 'with-chain' ? 'on' : 'off' };
  console.log(`building ${variant}…`);
  if ((await run(bin('next'), ['build'], { env, stdio: 'ignore' })) !== 0) throw new Error(`build ${variant} failed`);
  const site = start(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(SITE_PORT)], env);
  await waitForUrl(`${siteUrl}${PAGE}`, 60000);
  for (let i = 0; i < 50; i += 1) await (await fetch(`${siteUrl}${PAGE}`)).arrayBuffer(); // warm up
  const result = await load(`${siteUrl}${PAGE}`);
  site.kill('SIGTERM');
  await new Promise((resolve) => site.once('exit', resolve));
  rmSync(`${root}/${distDir}`, { recursive: true, force: true });
  return result;
}

try {
  rmSync(`${root}/.data/bench.sqlite`, { force: true });
  start(bin('tsx'), ['backend/src/main.ts'], { ...baseEnv, BACKEND_PORT: String(BACKEND_PORT), BACKEND_DB: '.data/bench.sqlite' });
  await waitForUrl(`${backendUrl}/__control/health`);
  const withChain = await measure('with-chain');
  const without = await measure('without-chain');
  const fmt = (r) =>
    `${r.pagesPerSecond.toFixed(1)} pages/s, mean ${r.mean.toFixed(1)} ms, p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, errors ${r.errors}`;
  const loss = 1 - withChain.pagesPerSecond / without.pagesPerSecond;
  const added = withChain.mean - without.mean;
  console.log(`\n${PAGE}, ${CONCURRENCY} concurrent, ${SECONDS} s each, one run`);
  console.log(`with the guard chain:    ${fmt(withChain)}`);
  console.log(`without the guard chain: ${fmt(without)}`);
  console.log(`the chain adds ${added.toFixed(2)} ms per page on average (${(loss * 100).toFixed(1)}% of throughput)`);
  const over = [];
  if (withChain.errors || without.errors) over.push('requests failed');
  if (loss > BUDGET.maxThroughputLoss) over.push(`throughput loss over ${BUDGET.maxThroughputLoss * 100}%`);
  if (added > BUDGET.maxAddedMeanMs) over.push(`added mean over ${BUDGET.maxAddedMeanMs} ms`);
  if (over.length) {
    console.error(`over budget: ${over.join('; ')}`);
    process.exitCode = 1;
  } else {
    console.log('within budget');
  }
} finally {
  stopAll();
}
