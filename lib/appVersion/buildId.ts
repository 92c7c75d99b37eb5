import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

let cached: Promise<string | null> | null = null;

/**
 * The id of the build this server runs, or null when there is none to read (a dev server before
 * its first build): its deployment id (next.config.ts `deploymentId`, fixed when it was built), else
 * the `BUILD_ID` Next writes in its build folder, the same folder next.config.ts names. With a
 * deployment id Next writes the same BUILD_ID for every build, so only the deployment id tells two
 * builds apart. Read once per process: a running server never changes build. Server only.
 */
export function readBuildId(): Promise<string | null> {
  const deploymentId = process.env.NEXT_DEPLOYMENT_ID;
  if (deploymentId) return Promise.resolve(deploymentId);
  cached ??= readFile(join(/* turbopackIgnore: true */ process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'), 'utf8')
    .then((text) => text.trim() || null)
    .catch(() => null);
  return cached;
}
