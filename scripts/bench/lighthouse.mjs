// Lighthouse mobile (its default emulation and simulated throttling) through the `lighthouse` CLI,
// one fresh Chromium per run, so every run is a first visit with no cookies: performance, LCP, TBT,
// CLS and accessibility, the median of a few runs per page. The runs are interleaved (every page
// once per round) so a noisy moment on the shared machine hits all pages alike rather than all
// runs of one page. Why LCP is read beside the score: docs/decisions/first-visit-paint.md.
import { spawn } from 'node:child_process';
import { bin } from '../lib.mjs';

const CHROME_FLAGS = '--headless=new --no-sandbox --disable-dev-shm-usage';
/** A run that hangs (a page that never settles) is stopped, so the bench stays bounded. */
const RUN_TIMEOUT_MS = 120_000;

/** One Lighthouse run of `url`: scores 0–100; LCP and TBT in ms and CLS as Lighthouse reports them. */
function lighthouseOnce(url) {
  return new Promise((resolve, reject) => {
    const args = [url, '--output=json', '--output-path=stdout', '--quiet', '--only-categories=performance,accessibility', `--chrome-flags=${CHROME_FLAGS}`];
    const child = spawn(bin('lighthouse'), args, {
      env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH || '/usr/bin/chromium' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out = [];
    const err = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => err.push(chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), RUN_TIMEOUT_MS);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code !== 0) {
        reject(new Error(`lighthouse ${url}: ${signal ?? `exit ${code}`} ${Buffer.concat(err).toString().slice(-400)}`));
        return;
      }
      const report = JSON.parse(Buffer.concat(out).toString());
      if (report.runtimeError) {
        reject(new Error(`lighthouse ${url}: ${report.runtimeError.code} ${report.runtimeError.message}`));
        return;
      }
      resolve({
        performance: Math.round(report.categories.performance.score * 100),
        accessibility: Math.round(report.categories.accessibility.score * 100),
        cls: report.audits['cumulative-layout-shift'].numericValue,
        lcpMs: report.audits['largest-contentful-paint'].numericValue,
        tbtMs: report.audits['total-blocking-time'].numericValue,
      });
    });
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** `runs` rounds over `urls`; per URL the median of each figure (taken apart, as Lighthouse CI does). */
export async function lighthouseMedians(urls, runs = 3) {
  const results = Object.fromEntries(urls.map((url) => [url, []]));
  for (let round = 0; round < runs; round += 1) {
    for (const url of urls) {
      console.log(`lighthouse ${round + 1}/${runs} ${url}`);
      results[url].push(await lighthouseOnce(url));
    }
  }
  return Object.fromEntries(
    urls.map((url) => [
      url,
      {
        performance: median(results[url].map((r) => r.performance)),
        accessibility: median(results[url].map((r) => r.accessibility)),
        cls: median(results[url].map((r) => r.cls)),
        lcpMs: median(results[url].map((r) => r.lcpMs)),
        tbtMs: median(results[url].map((r) => r.tbtMs)),
      },
    ]),
  );
}
