// `npm run bench:cluster`: the cluster under a live crowd (docs/scaling.md). Starts `npm run
// cluster` (scripts/cluster.mjs: two instances behind nginx, Redis, the reference backend with the
// line standing still and 20 live games a sport), opens BENCH_FEED_CLIENTS (2 000) feed clients
// through the balancer (plain HTTP event-stream readers in this one process, each following the
// live page's games, `markets=main`), and for BENCH_FEED_SECONDS (60) moves 500 live prices every
// 2 s through the control API. Then it measures requests per second through the balancer for a kept
// page with 2 instances and, after starting the cluster again with one, with 1. Prints one table;
// the figures are for the reader, nothing is kept.
//
// What it reports: the backend's open streams (sampled every 2 s: with the feed fanned out they
// do not grow with clients), events delivered against those sent (every client must get every
// one), the p99 delay from a control call to a client holding all its events, the memory an
// instance spends per client, and the two request rates. On a 2-core machine the ratio of the
// two rates shows what the balancer costs, not a speed-up: both instances share the same cores.
//
// 2 000 clients hold 2 000 sockets here and twice that in nginx: `ulimit -n` must allow ~5 000.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { root } from '../lib.mjs';
import { waitForLiveGames } from './live.mjs';
import { load, warm } from './load.mjs';

// `--no-build`: the build as it is (NEXT_DIST_DIR, `.next` by default), as `npm run cluster -- --no-build`.
const noBuild = process.argv.includes('--no-build');
const CLIENTS = Number(process.env.BENCH_FEED_CLIENTS || 2000);
const SECONDS = Number(process.env.BENCH_FEED_SECONDS || 60);
const MOVE_EVERY_MS = 2000;
const MOVE_LIMIT = 500;
/** Live games enough for 500 live main prices (20 a sport, about 8 main prices each). */
const MIN_LIVE_GAMES = 150;
const RATE_SECONDS = 10;
const RATE_CONNECTIONS = 20;
const KEPT_PAGE = '/ru/contacts';
const PORT = 3260;
const BACKEND_PORT = 4260;
const dataDir = path.join(root, '.data/bench-cluster');
const balancer = `http://127.0.0.1:${PORT}`;
const control = (route) => `http://127.0.0.1:${BACKEND_PORT}/__control${route}`;

/** `npm run cluster` with `size` instances on the bench's ports; resolves with what it runs (parts.json) and a stop. */
async function startCluster(size, { liveGames = false } = {}) {
  mkdirSync(dataDir, { recursive: true });
  const partsFile = path.join(dataDir, 'parts.json');
  rmSync(partsFile, { force: true });
  const logFile = path.join(dataDir, `cluster-${size}.log`);
  const log = createWriteStream(logFile);
  const env = {
    ...process.env,
    CLUSTER_SIZE: String(size),
    PORT: String(PORT),
    BACKEND_PORT: String(BACKEND_PORT),
    REDIS_PORT: String(PORT + 9),
    CLUSTER_DIR: dataDir,
    BACKEND_DB: path.join(dataDir, 'backend.sqlite'),
    // For the feed: the simulator fills the line with 20 live games a sport (500 live main prices
    // and more), then stands still (below), so the only events are the bench's (docs/line-feed.md).
    LINE_SIMULATION: liveGames ? 'on' : 'off',
    LINE_LIVE_PER_SPORT: liveGames ? '20' : '1',
  };
  for (const name of ['BACKEND_URL', 'REDIS_URL', 'SITE_CACHE_URLS', 'SITE_URL']) delete env[name];
  const runner = spawn(process.execPath, ['scripts/cluster.mjs', ...(noBuild ? ['--no-build'] : [])], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  runner.stdout.pipe(log);
  runner.stderr.pipe(log);
  const exited = new Promise((resolve) => runner.once('exit', resolve));
  console.log(`starting the cluster with ${size} instance${size === 1 ? '' : 's'} (log: ${path.relative(root, logFile)})…`);
  const deadline = Date.now() + 15 * 60_000;
  while (!existsSync(partsFile)) {
    if (runner.exitCode !== null || Date.now() > deadline) throw new Error(`the cluster did not start: see ${logFile}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const parts = JSON.parse(readFileSync(partsFile, 'utf8'));
  if (liveGames) {
    await waitForLiveGames(`http://127.0.0.1:${BACKEND_PORT}`, MIN_LIVE_GAMES);
    await json(control('/line/freeze'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ frozen: true }) });
  }
  return {
    parts,
    async stop() {
      if (runner.exitCode === null) runner.kill('SIGTERM');
      await exited;
    },
  };
}

/** Resident memory of a process, in bytes. */
function rss(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) * 1024 : 0;
}

async function json(url, init) {
  const answer = await fetch(url, init);
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  return answer.json();
}

/** The backend's open feed streams, or null when it does not say (docs/line-feed.md). */
async function backendStreams() {
  try {
    return (await json(control('/line/feed/streams'))).open;
  } catch {
    return null;
  }
}

/**
 * One feed client: counts the price events it receives (alone or in batches) and when its count
 * reached each total. Counting, not parsing: 2 000 clients of 500 events every 2 s in one process.
 */
function feedClient(url, agent, onTotal) {
  const client = { open: false, events: 0, failed: null, request: null };
  let pending = '';
  client.request = http.get(url, { agent, headers: { accept: 'text/event-stream' } }, (answer) => {
    if (answer.statusCode !== 200) {
      client.failed = `status ${answer.statusCode}`;
      answer.resume();
      return;
    }
    client.open = true;
    answer.setEncoding('utf8');
    answer.on('data', (chunk) => {
      pending += chunk;
      const end = pending.lastIndexOf('\n\n');
      if (end < 0) return;
      const complete = pending.slice(0, end);
      pending = pending.slice(end + 2);
      let count = 0;
      for (let at = complete.indexOf('"coef"'); at >= 0; at = complete.indexOf('"coef"', at + 6)) count += 1;
      if (count === 0) return;
      client.events += count;
      onTotal(client);
    });
    answer.on('close', () => {
      client.open = false;
    });
  });
  client.request.on('error', (error) => {
    client.failed = error.code ?? error.message;
  });
  return client;
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

async function feedUnderChange(parts) {
  // The live page's games: all live ones (the snapshot has no limit), at most the feed's 200.
  const { games } = await json(`${balancer}/web-api/line/snapshot?section=live&lng=ru`);
  const gameIds = games.map((game) => game.id).slice(0, 200);
  const url = `${balancer}/web-api/line/feed?gameIds=${gameIds.join(',')}&markets=main`;
  const instancePids = parts.instances.map((instance) => instance.pid);
  const rssBefore = instancePids.map(rss);
  const streamsBefore = await backendStreams();

  // Each control call's time and the running total of events it makes every client owe.
  const moves = [];
  const delays = [];
  // Per client, the index of the next move whose total it has yet to reach.
  const next = new Map();
  const onTotal = (client) => {
    let k = next.get(client) ?? 0;
    while (k < moves.length && client.events >= moves[k].total) {
      delays.push(performance.now() - moves[k].at);
      k += 1;
    }
    next.set(client, k);
  };
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const clients = [];
  console.log(`opening ${CLIENTS} feed clients through the balancer (${gameIds.length} games each)…`);
  for (let i = 0; i < CLIENTS; i += 1) {
    clients.push(feedClient(url, agent, onTotal));
    // Fifty at a time, 200 a second: no accept queue on the way overflows (a visitor crowd
    // arrives over time too).
    if (i % 50 === 49) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const connectedBy = Date.now() + 60_000;
  while (clients.filter((client) => client.open).length + clients.filter((client) => client.failed).length < CLIENTS && Date.now() < connectedBy) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const opened = clients.filter((client) => client.open).length;
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const rssWith = instancePids.map(rss);

  console.log(`${opened} open; moving ${MOVE_LIMIT} live prices every ${MOVE_EVERY_MS / 1000} s for ${SECONDS} s…`);
  const streams = [];
  let total = 0;
  const end = Date.now() + SECONDS * 1000;
  while (Date.now() < end) {
    const started = performance.now();
    // The total is known only from the answer: the move is recorded first, so a client that is
    // faster than the answer is still timed from the call.
    const move = { at: started, total: Number.POSITIVE_INFINITY };
    moves.push(move);
    const { moved } = await json(control('/line/move-prices'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ section: 'live', limit: MOVE_LIMIT }),
    });
    total += moved;
    move.total = total;
    for (const client of clients) onTotal(client);
    streams.push(await backendStreams());
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, MOVE_EVERY_MS - (performance.now() - started))));
  }
  const settledBy = Date.now() + 15_000;
  while (clients.some((client) => client.open && client.events < total) && Date.now() < settledBy) await new Promise((resolve) => setTimeout(resolve, 100));
  for (const client of clients) client.request.destroy();
  agent.destroy();

  const delivered = clients.reduce((sum, client) => sum + client.events, 0);
  const failures = clients.filter((client) => client.failed).map((client) => client.failed);
  const sampled = streams.filter((count) => count !== null);
  return {
    opened,
    failures,
    streamsBefore,
    streamsDuring: sampled.length ? `${Math.min(...sampled)}–${Math.max(...sampled)}` : 'not reported',
    sent: total,
    delivered,
    expected: opened * total,
    p50: quantile(delays, 0.5),
    p99: quantile(delays, 0.99),
    perClient: rssWith.map((bytes, i) => (bytes - rssBefore[i]) / Math.max(1, opened / instancePids.length)),
  };
}

async function keptPageRate() {
  await warm(`${balancer}${KEPT_PAGE}`);
  return load(`${balancer}${KEPT_PAGE}`, { seconds: RATE_SECONDS, connections: RATE_CONNECTIONS });
}

const rows = [];
let cluster = await startCluster(2, { liveGames: true });
try {
  const feed = await feedUnderChange(cluster.parts);
  const twoRate = await keptPageRate();
  await cluster.stop();
  cluster = await startCluster(1);
  const oneRate = await keptPageRate();
  rows.push(
    ['feed clients open', `${feed.opened} of ${CLIENTS}${feed.failures.length ? ` (failed: ${[...new Set(feed.failures)].join(', ')})` : ''}`],
    ['backend streams: before clients → during', `${feed.streamsBefore ?? 'not reported'} → ${feed.streamsDuring}`],
    ['price events sent (each to every client)', String(feed.sent)],
    ['events delivered / expected', `${feed.delivered} / ${feed.expected}${feed.delivered === feed.expected ? ' (all)' : ` (${feed.expected - feed.delivered} missing)`}`],
    ['delay control call → client, p50 / p99', `${feed.p50.toFixed(0)} ms / ${feed.p99.toFixed(0)} ms`],
    ['memory per client on an instance', feed.perClient.map((bytes, i) => `#${i + 1} ${(bytes / 1024).toFixed(1)} kB`).join(', ')],
    [`${KEPT_PAGE} through the balancer, 2 instances`, `${twoRate.perSecond.toFixed(0)} req/s (p95 ${twoRate.p95.toFixed(0)} ms, errors ${twoRate.errors})`],
    [`${KEPT_PAGE} through the balancer, 1 instance`, `${oneRate.perSecond.toFixed(0)} req/s (p95 ${oneRate.p95.toFixed(0)} ms, errors ${oneRate.errors})`],
    ['2 ÷ 1 instances', `${(twoRate.perSecond / Math.max(1, oneRate.perSecond)).toFixed(2)} (one machine's cores shared: the balancer's cost, not a speed-up)`],
  );
} finally {
  await cluster.stop();
}
const width = Math.max(...rows.map(([name]) => name.length));
console.log(`\n${rows.map(([name, value]) => `${name.padEnd(width)}  ${value}`).join('\n')}`);
console.log("(memory per client: the instance's RSS with its clients − before them, ÷ its share of the clients)");
