// `npm run cluster`: the site as several instances behind a load balancer (docs/scaling.md), on
// one machine. Builds once when the build is missing or stale (as `npm start` does), then starts:
//   Redis           Debian's redis-server on REDIS_PORT (6380), memory only: the kept pages' shared store
//   the backend     the reference backend on BACKEND_PORT (4000), supervised as `npm start` runs it
//   N instances     `node scripts/serve.mjs` on PORT + 1 … PORT + N (N = CLUSTER_SIZE, 2 by default, 1–16)
//   nginx           Debian's nginx on PORT (3000), the balancer: config from scripts/cluster/nginx.conf.template
// and stops all of it on Ctrl-C. What it writes (nginx's config, temp files and access log, Redis's
// folder, parts.json: each part's address and pid) is under CLUSTER_DIR (.data/cluster). nginx and redis-server come from
// scripts/ensure-cluster-tools.mjs (installed with apt-get as root, else one line saying how).
//
// Every instance gets the same SITE_PROXY_KEY and NEXT_SERVER_ACTIONS_ENCRYPTION_KEY (made for
// this run when unset), REDIS_URL, SITE_URL (http://localhost:PORT unless set) and
// TRUSTED_PROXY_COUNT=1: nginx is the one proxy in front (docs/site-proxy.md). The backend purges
// kept pages through the balancer, one address for all instances (SITE_CACHE_URLS).
// With BACKEND_URL set, that backend is used and none is started; with REDIS_URL, that Redis.
//
// When a part dies: the backend is started again by the supervisor (scripts/lib/supervisor.mjs);
// an instance too, logged, while the balancer sends its requests to the others; nginx or Redis
// dying stops everything. `--no-build` serves the build as it is (the cluster test's).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root, run, waitForUrl } from './lib.mjs';
import { ensureBuild, startReferenceBackend } from './lib/build.mjs';
import { supervise } from './lib/supervisor.mjs';
import { writeNginxConfig } from './cluster/nginxConfig.mjs';
import { spawnRedis, waitForRedis } from './cluster/redis.mjs';
import { clusterTools } from './cluster/tools.mjs';

const MAX_CLUSTER_SIZE = 16;
/** Up to an instance's first answer: Next's start, several at once on a loaded 2-core machine. */
const INSTANCE_START_MS = 180_000;

function fail(message) {
  console.error(message);
  process.exit(1);
}

const noBuild = process.argv.includes('--no-build');
const size = Number(process.env.CLUSTER_SIZE?.trim() || 2);
if (!Number.isInteger(size) || size < 1 || size > MAX_CLUSTER_SIZE) fail(`CLUSTER_SIZE must be a whole number from 1 to ${MAX_CLUSTER_SIZE}, got "${process.env.CLUSTER_SIZE}"`);
const port = Number(process.env.PORT || 3000);
const instancePorts = Array.from({ length: size }, (_, i) => port + 1 + i);
const backendPort = Number(process.env.BACKEND_PORT || 4000);
const redisPort = Number(process.env.REDIS_PORT || 6380);
const embeddedBackend = !process.env.BACKEND_URL;
const embeddedRedis = !process.env.REDIS_URL;
const taken = [port, ...instancePorts, ...(embeddedBackend ? [backendPort] : []), ...(embeddedRedis ? [redisPort] : [])];
if (taken.some((p) => !Number.isInteger(p) || p <= 0 || p > 65535)) fail(`PORT, BACKEND_PORT and REDIS_PORT must be port numbers, got ${taken.join(', ')}`);
if (new Set(taken).size !== taken.length) fail(`The balancer (${port}), its instances (${instancePorts.join(', ')}), the backend and Redis need a port each: got ${taken.join(', ')}`);

const dataDir = path.resolve(root, process.env.CLUSTER_DIR || '.data/cluster');
mkdirSync(dataDir, { recursive: true });
// An earlier run's: nobody may read its pids as this run's.
rmSync(path.join(dataDir, 'parts.json'), { force: true });
const backendUrl = process.env.BACKEND_URL || `http://127.0.0.1:${backendPort}`;
const redisUrl = process.env.REDIS_URL || `redis://127.0.0.1:${redisPort}`;
const balancerUrl = `http://127.0.0.1:${port}`;
const distDirName = process.env.NEXT_DIST_DIR || '.next';
const env = {
  NEXT_TELEMETRY_DISABLED: '1',
  ...process.env,
  NEXT_DIST_DIR: distDirName,
  BACKEND_URL: backendUrl,
  BACKEND_PORT: String(backendPort),
  SITE_URL: process.env.SITE_URL || `http://localhost:${port}`,
  SITE_PROXY_KEY: process.env.SITE_PROXY_KEY || randomBytes(32).toString('base64url'),
  // Instances of one build must read each other's server action payloads (docs/scaling.md).
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY || randomBytes(32).toString('base64'),
  // One purge through the balancer reaches the shared cache, which every instance reads (docs/cached-pages.md).
  SITE_CACHE_URLS: process.env.SITE_CACHE_URLS || balancerUrl,
  REDIS_URL: redisUrl,
};

const toolsCode = await run(process.execPath, ['scripts/ensure-cluster-tools.mjs']);
if (toolsCode !== 0) process.exit(toolsCode);
const buildCode = await ensureBuild({ distDirName, env, noBuild });
if (buildCode !== 0) process.exit(buildCode);

let redis = null;
let backend = null;
let nginx = null;
const instances = [];
let stopping = false;

const alive = (child) => child && child.pid !== undefined && child.exitCode === null && child.signalCode === null;
function ended(child) {
  return alive(child) ? new Promise((resolve) => child.once('exit', resolve)) : Promise.resolve();
}

/**
 * Stops every part at once (Ctrl-C has already reached them all: the supervisors must not start
 * them again), then exits.
 */
async function stop(code) {
  if (stopping) return;
  stopping = true;
  // Whatever hangs, the runner is gone within 10 s.
  setTimeout(() => process.exit(code), 10_000).unref();
  // SIGQUIT: nginx finishes the requests it is answering, then goes.
  if (alive(nginx)) nginx.kill('SIGQUIT');
  if (alive(redis)) redis.kill('SIGTERM');
  await Promise.all([...instances.map((instance) => instance.stop()), backend?.stop(), ended(redis), ended(nginx)]);
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

/**
 * What runs now, for a tool or a test that addresses one part (docs/scaling.md): CLUSTER_DIR/parts.json,
 * written once all parts answer and again at each instance's restart.
 */
function writeParts() {
  const parts = {
    balancer: { url: env.SITE_URL, pid: nginx?.pid ?? null },
    redis: { url: redisUrl, pid: redis?.pid ?? null },
    backend: { url: backendUrl, pid: backend?.child.pid ?? null },
    instances: instancePorts.map((instancePort, i) => ({ n: i + 1, url: `http://127.0.0.1:${instancePort}`, pid: instances[i]?.child.pid ?? null })),
  };
  writeFileSync(path.join(dataDir, 'parts.json'), `${JSON.stringify(parts, null, 2)}\n`);
}

/** nginx and Redis are not restarted: the cluster stops, and says which. */
function fatal(name, child) {
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ? `signal ${signal}` : `exit ${code}`}); stopping the cluster.`);
    void stop(1);
  });
  child.on('error', (error) => {
    if (stopping) return;
    console.error(`${name} could not be started: ${error.message}; stopping the cluster.`);
    void stop(1);
  });
}

async function startAll() {
  if (embeddedRedis) {
    redis = spawnRedis({ command: clusterTools.redisServer, port: redisPort, dataDir });
    fatal('Redis', redis);
    await waitForRedis(redisPort);
  }
  console.log(`Redis on ${redisUrl}${redis ? ` (pid ${redis.pid})` : ''}`);
  if (embeddedBackend) {
    backend = startReferenceBackend(env);
    await waitForUrl(`${backendUrl}/__control/health`);
  }
  console.log(`reference backend on ${backendUrl}`);
  instancePorts.forEach((instancePort, i) => {
    const instance = supervise({
      name: `site instance ${i + 1}`,
      command: process.execPath,
      args: ['scripts/serve.mjs', '-p', String(instancePort)],
      options: { cwd: root, env: { ...env, TRUSTED_PROXY_COUNT: '1' }, stdio: 'inherit' },
      log: (line) => {
        console.log(line);
        if (nginx) writeParts();
      },
    });
    instances.push(instance);
  });
  await Promise.all(
    instancePorts.map(async (instancePort, i) => {
      const url = `http://127.0.0.1:${instancePort}`;
      await waitForUrl(`${url}/ru`, INSTANCE_START_MS);
      console.log(`site instance ${i + 1} on ${url} (pid ${instances[i].child.pid})`);
    }),
  );
  const config = writeNginxConfig({ port, instancePorts, dataDir });
  nginx = spawn(clusterTools.nginx, ['-p', `${dataDir}/`, '-c', config, '-e', 'stderr'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  fatal('nginx', nginx);
  await waitForUrl(`${balancerUrl}/ru`);
  console.log(`load balancer (nginx) on ${env.SITE_URL} (pid ${nginx.pid}), config ${path.relative(root, config)}`);
  writeParts();
  console.log(`cluster ready: ${size} instance${size === 1 ? '' : 's'} behind ${env.SITE_URL}; Ctrl-C stops everything`);
}

try {
  await startAll();
} catch (error) {
  if (!stopping) {
    console.error(`${error.message}; stopping the cluster.`);
    void stop(1);
  }
}
