// `npm run build`: Next's production build, then V8's compile hint on the first-load chunks
// (scripts/compileHints.mjs). Every build the site is served from goes through here.
import path from 'node:path';
import { bin, root, run } from './lib.mjs';
import { addCompileHints } from './compileHints.mjs';

const code = await run(bin('next'), ['build', ...process.argv.slice(2)]);
if (code !== 0) process.exit(code);
const hinted = addCompileHints(path.resolve(root, process.env.NEXT_DIST_DIR || '.next'));
console.log(`compile hints: ${hinted.length} first-load chunks`);
