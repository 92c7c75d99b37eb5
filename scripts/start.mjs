// `npm start`: the site on http://localhost:3000 with the reference backend beside it, built
// first when the build is missing or older than the sources. `--dev` runs `next dev` instead.
// Ctrl-C stops both. With BACKEND_URL set, that backend is used and none is started here.
// The site is served by scripts/serve.mjs (Next behind the site's front server, docs/site-proxy.md);
// SITE_PROXY_KEY, the secret it shares with the backend, is made for this run when unset.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bin, root, run, waitForUrl } from './lib.mjs';

const dev = process.argv.includes('--dev');
const port = process.env.PORT || '3000';
const backendPort = process.env.BACKEND_PORT || '4000';
const embedded = !process.env.BACKEND_URL;
const backendUrl = process.env.BACKEND_URL || `http://127.0.0.1:${backendPort}`;
const siteProxyKey = process.env.SITE_PROXY_KEY || randomBytes(32).toString('base64url');
// The embedded backend tells this site when its cached pages are out of date (docs/cached-pages.md).
const siteCacheUrls = process.env.SITE_CACHE_URLS || `http://127.0.0.1:${port}`;
const env = {
  NEXT_TELEMETRY_DISABLED: '1',
  ...process.env,
  BACKEND_URL: backendUrl,
  BACKEND_PORT: backendPort,
  SITE_PROXY_KEY: siteProxyKey,
  SITE_CACHE_URLS: siteCacheUrls,
};
const distDir = path.join(root, '.next');
const SOURCES = ['app', 'components', 'lib', 'store', 'messages', 'public', 'middleware.ts', 'next.config.ts', 'package.json'];

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(full).map((name) => newestMtime(path.join(entry, name))));
}

// Rewrites to the backend are fixed at build time, so a build for another BACKEND_URL is stale too.
function buildIsCurrent() {
  const buildId = path.join(distDir, 'BUILD_ID');
  const marker = path.join(distDir, 'backend-url');
  if (!existsSync(buildId) || !existsSync(marker)) return false;
  if (readFileSync(marker, 'utf8') !== backendUrl) return false;
  return statSync(buildId).mtimeMs >= Math.max(...SOURCES.map(newestMtime));
}

if (!dev && !buildIsCurrent()) {
  console.log('Building the site…');
  const code = await run(process.execPath, ['scripts/build.mjs'], { env: { ...env, NEXT_DIST_DIR: '.next' } });
  if (code !== 0) process.exit(code);
  writeFileSync(path.join(distDir, 'backend-url'), backendUrl);
}

const children = [];
let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

function start(name, command, args) {
  const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
  child.on('exit', (code) => {
    if (!stopping) console.error(`${name} stopped (exit ${code}); stopping the rest.`);
    stop(code ?? 1);
  });
  children.push(child);
}

if (embedded) {
  start('reference backend', bin('tsx'), ['backend/src/main.ts']);
  await waitForUrl(`${backendUrl}/__control/health`).catch((error) => {
    console.error(error.message);
    stop(1);
  });
}
start('site', process.execPath, ['scripts/serve.mjs', ...(dev ? ['--dev'] : []), '-p', port]);
