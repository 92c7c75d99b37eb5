// Playwright drives Debian's Chromium (browsers cannot be downloaded here). Install it when it is
// missing and we can (root with apt-get), else stop with one line that says how.
import { ensureDebianTools } from './lib/debianPackages.mjs';

await ensureDebianTools({
  what: 'the browser tests',
  tools: [{ path: process.env.CHROMIUM_PATH || '/usr/bin/chromium', package: 'chromium' }],
  hint: 'set CHROMIUM_PATH',
});
