// The performance floor (../shared/perf-floor): copied outside the project's tree, installed,
// built and started, as its README says, so the site's figures are ratios measured in the same run.
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, run } from '../lib.mjs';

export const FLOOR_SOURCE = path.resolve(root, '..', 'shared', 'perf-floor');

/** Builds the floor in a temporary folder of its own; returns that folder. */
export async function buildFloor() {
  if (!existsSync(FLOOR_SOURCE)) throw new Error(`The perf floor is not at ${FLOOR_SOURCE}`);
  const dir = path.join(os.tmpdir(), 'betsite-perf-floor');
  rmSync(path.join(dir, '.next'), { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(FLOOR_SOURCE, dir, { recursive: true, filter: (source) => !source.includes(`${path.sep}node_modules`) && !source.includes(`${path.sep}.next`) });
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  delete env.NEXT_DIST_DIR;
  if (!existsSync(path.join(dir, 'node_modules', 'next'))) {
    if ((await run('npm', ['install', '--no-audit', '--no-fund'], { cwd: dir, env, stdio: 'ignore' })) !== 0) throw new Error('npm install of the floor failed');
  }
  if ((await run('npm', ['run', 'build'], { cwd: dir, env, stdio: 'ignore' })) !== 0) throw new Error('build of the floor failed');
  return { dir, env };
}
