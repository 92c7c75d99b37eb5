// `npm run build`: Next's production build, as Next makes it (nothing rewrites its output).
// Every build the site is served from goes through here, so a flag the build needs is set once.
import { bin, run } from './lib.mjs';

const code = await run(bin('next'), ['build', ...process.argv.slice(2)]);
if (code !== 0) process.exit(code);
