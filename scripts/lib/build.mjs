// What `npm start` and `npm run cluster` share before they serve: the build made when it is missing
// or older than the sources, and the reference backend run under the supervisor.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { root, run } from '../lib.mjs';
import { supervise } from './supervisor.mjs';

const SOURCES = ['app', 'components', 'lib', 'store', 'messages', 'public', 'middleware.ts', 'instrumentation.ts', 'next.config.ts', 'package.json'];

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(full).map((name) => newestMtime(path.join(entry, name))));
}

// The front server sends the API prefixes to BACKEND_URL as it is at run time (scripts/serve.mjs),
// so a build serves any backend: only a source newer than the build makes it stale.
function buildIsCurrent(distDir) {
  const buildId = path.join(distDir, 'BUILD_ID');
  if (!existsSync(buildId)) return false;
  return statSync(buildId).mtimeMs >= Math.max(...SOURCES.map(newestMtime));
}

/**
 * Makes sure NEXT_DIST_DIR `distDirName` holds a current build: builds it when it is missing or
 * stale; with `noBuild`, only checks that there is one. Resolves with 0, or the exit code to stop with.
 */
export async function ensureBuild({ distDirName, env, noBuild }) {
  const distDir = path.resolve(root, distDirName);
  if (noBuild) {
    if (existsSync(path.join(distDir, 'BUILD_ID'))) return 0;
    console.error(`--no-build: there is no build in ${distDirName}`);
    return 1;
  }
  if (buildIsCurrent(distDir)) return 0;
  console.log('Building the site…');
  return run(process.execPath, ['scripts/build.mjs'], { env: { ...env, NEXT_DIST_DIR: distDirName } });
}

/**
 * The reference backend, kept running by scripts/lib/supervisor.mjs: one process (tsx as Node's
 * loader, not its CLI, which would run the backend as a child of its own), so the process that
 * serves the port is the one watched: killed, it is started again. Returns the supervisor's handle
 * at once (so a stop while it starts reaches it); wait for `${BACKEND_URL}/__control/health`.
 */
export function startReferenceBackend(env) {
  const backend = supervise({
    name: 'reference backend',
    command: process.execPath,
    args: ['--import', 'tsx', 'backend/src/main.ts'],
    options: { cwd: root, env, stdio: 'inherit' },
  });
  console.log(`reference backend started (pid ${backend.child.pid})`);
  return backend;
}
