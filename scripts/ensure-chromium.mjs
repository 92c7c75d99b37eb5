// Playwright drives Debian's Chromium (browsers cannot be downloaded here). Install it when it is
// missing and we can (root with apt-get), else stop with one line that says how.
import { existsSync } from 'node:fs';
import { run } from './lib.mjs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (!existsSync(chromium)) {
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(`Chromium not found at ${chromium}: run "sudo apt-get install chromium" or set CHROMIUM_PATH.`);
    process.exit(1);
  }
  console.log('Installing Debian chromium for the browser tests…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const code =
    (await run('apt-get', ['update', '-qq'], { env })) ||
    (await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env }));
  if (code !== 0 || !existsSync(chromium)) {
    console.error('Installing chromium with apt-get failed: install it by hand ("apt-get install chromium").');
    process.exit(1);
  }
}
