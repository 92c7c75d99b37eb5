import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

let cached: Promise<string | null> | null = null;

/**
 * The id of the build this server runs (Next writes it to `BUILD_ID` in its build folder, the
 * same folder next.config.ts names), or null when there is none to read (a dev server before
 * its first build). Read once per process: a running server never changes build. Server only.
 */
export function readBuildId(): Promise<string | null> {
  cached ??= readFile(join(/* turbopackIgnore: true */ process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'), 'utf8')
    .then((text) => text.trim() || null)
    .catch(() => null);
  return cached;
}
