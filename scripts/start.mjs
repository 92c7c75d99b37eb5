// `npm start`: the site on http://localhost:3000 with the reference backend beside it, built
// first when the build is missing or older than the sources. `--dev` runs `next dev` instead.
// Ctrl-C stops both. With BACKEND_URL set, that backend is used and none is started here.
// The site is served by scripts/serve.mjs (Next behind the site's front server, docs/site-proxy.md);
// SITE_PROXY_KEY, the secret it shares with the backend, is made for this run when unset.
//
// The site outlives its backend: a reference backend that dies (a crash, a kill) is started again
// by scripts/lib/supervisor.mjs, after 0.5 s, then longer while it keeps dying (up to 10 s), each
// restart logged; meanwhile pages show their error block and the API prefixes answer 503
// (docs/site-proxy.md "When the backend does not answer"). The site dying still stops the rest.
//
// The build is NEXT_DIST_DIR (`.next` by default); `--no-build` serves it as it is, never building
// (a test that runs this script over the build it made already).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { root, waitForUrl } from './lib.mjs';
import { ensureBuild, startReferenceBackend } from './lib/build.mjs';

const dev = process.argv.includes('--dev');
const noBuild = process.argv.includes('--no-build');
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
const distDirName = process.env.NEXT_DIST_DIR || '.next';

if (!dev) {
  const code = await ensureBuild({ distDirName, env, noBuild });
  if (code !== 0) process.exit(code);
}

let backend = null;
let site = null;
let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  void backend?.stop();
  if (site && site.exitCode === null && site.signalCode === null) site.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const childEnv = { ...env, NEXT_DIST_DIR: distDirName };

if (embedded) {
  backend = startReferenceBackend(childEnv);
  await waitForUrl(`${backendUrl}/__control/health`).catch((error) => {
    console.error(error.message);
    stop(1);
  });
}
if (!stopping) {
  site = spawn(process.execPath, ['scripts/serve.mjs', ...(dev ? ['--dev'] : []), '-p', port], { cwd: root, env: childEnv, stdio: 'inherit' });
  site.on('exit', (code, signal) => {
    if (!stopping) console.error(`site stopped (${signal ? `signal ${signal}` : `exit ${code}`}); stopping the rest.`);
    stop(code ?? 1);
  });
}
