// The tools the tests and the cluster run come from Debian's packages (nothing is downloaded from
// elsewhere): installed with apt-get when they are missing and we can (root with apt-get), else a
// stop with one line that says how.
import { existsSync } from 'node:fs';
import { run } from '../lib.mjs';

/**
 * Makes sure each of `tools` ({ path, package }) is there. `what` names them in the messages and
 * `hint` is added to the one-line advice (e.g. the variable that points elsewhere). Exits the
 * process with 1 when one is missing and cannot be installed.
 */
export async function ensureDebianTools({ what, tools, hint = '' }) {
  const missing = tools.filter((tool) => !existsSync(tool.path));
  if (missing.length === 0) return;
  const packages = [...new Set(missing.map((tool) => tool.package))];
  const advice = `run "sudo apt-get install ${packages.join(' ')}"${hint ? ` or ${hint}` : ''}`;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(`${missing.map((tool) => tool.path).join(', ')} not found: ${advice}.`);
    process.exit(1);
  }
  console.log(`Installing Debian ${packages.join(', ')} for ${what}…`);
  // RUNLEVEL=1: the packages' install scripts leave their services unstarted (invoke-rc.d), so
  // installing nginx or redis-server does not take ports 80 or 6379 as a side effect.
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive', RUNLEVEL: '1' };
  const code =
    (await run('apt-get', ['update', '-qq'], { env })) ||
    (await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { env }));
  if (code !== 0 || missing.some((tool) => !existsSync(tool.path))) {
    console.error(`Installing ${packages.join(' ')} with apt-get failed: install it by hand ("apt-get install ${packages.join(' ')}").`);
    process.exit(1);
  }
}
