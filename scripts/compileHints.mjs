// V8's explicit compile hint on the chunks a page loads first (issue 10, Lighthouse): a script that
// starts with `//# allFunctionsCalledOnLoad` has all its functions compiled on V8's streaming
// thread while it downloads (Chrome 136+; others read a comment). Without it each function the
// first load calls is compiled on the main thread when first called: on /ru/line that was the
// largest task of the load (≈50 ms, ≈200 ms at Lighthouse's 4× CPU). Only first-load chunks of
// 30 KiB or more get it: a chunk loaded on demand may be mostly code that never runs (V8's own
// advice), and a small one is compiled on the main thread whatever it says.
// Turbopack has no banner option, so this runs after `next build` (scripts/build.mjs); the
// bootstrap scripts' `integrity` hashes are computed again, and a source map moves by the line.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
/**
 * Smaller chunks are left alone: Chromium compiles a script under 30 KiB on the main thread anyway
 * (it streams only larger ones), and the hint's 30 bytes on each small chunk added up to 0.3 kB
 * of the first load, a budget of its own (issue 10).
 */
export const MIN_HINTED_BYTES = 30 * 1024;

/** The chunks some page's HTML loads: the root main files and each route's entry files. */
export function firstLoadChunks(distDir) {
  const chunks = new Set(JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8')).rootMainFiles);
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('_client-reference-manifest.js')) {
        // `"entryJSFiles":{"[project]/app/…/layout":["static/chunks/….js",…],…}` (no nested braces).
        for (const match of readFileSync(file, 'utf8').matchAll(/"entryJSFiles":(\{[^{}]*\})/g)) {
          for (const files of Object.values(JSON.parse(match[1]))) for (const chunk of files) chunks.add(chunk);
        }
      }
    }
  };
  const app = path.join(distDir, 'server', 'app');
  if (existsSync(app)) walk(app);
  return [...chunks].filter((chunk) => chunk.endsWith('.js')).sort();
}

/** A source map of a chunk one line longer at the top (a plain map or an index map of sections). */
export function shiftedSourceMap(map) {
  if (map.sections) return { ...map, sections: map.sections.map((section) => ({ ...section, offset: { ...section.offset, line: section.offset.line + 1 } })) };
  return { ...map, mappings: `;${map.mappings}` };
}

const integrityOf = (code) => `sha256-${createHash('sha256').update(code).digest('base64')}`;

/** Adds the hint to the first-load chunks of a build in `distDir`; a second run changes nothing. */
export function addCompileHints(distDir) {
  const sriFile = path.join(distDir, 'server', 'subresource-integrity-manifest.json');
  const sri = existsSync(sriFile) ? JSON.parse(readFileSync(sriFile, 'utf8')) : null;
  const hinted = [];
  for (const chunk of firstLoadChunks(distDir)) {
    const file = path.join(distDir, chunk);
    const code = readFileSync(file, 'utf8');
    if (code.startsWith(COMPILE_HINT) || Buffer.byteLength(code) < MIN_HINTED_BYTES) continue;
    const next = COMPILE_HINT + code;
    writeFileSync(file, next);
    hinted.push(chunk);
    if (sri && chunk in sri) sri[chunk] = integrityOf(next);
    const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
    const mapFile = mapName && !mapName.startsWith('data:') ? path.join(path.dirname(file), mapName) : null;
    if (mapFile && existsSync(mapFile)) writeFileSync(mapFile, JSON.stringify(shiftedSourceMap(JSON.parse(readFileSync(mapFile, 'utf8')))));
  }
  if (sri && hinted.length > 0) {
    writeFileSync(sriFile, JSON.stringify(sri, null, 2));
    // The same manifest as Next writes it for its edge runtime.
    writeFileSync(sriFile.replace(/\.json$/, '.js'), `self.__SUBRESOURCE_INTEGRITY_MANIFEST=${JSON.stringify(JSON.stringify(sri))}`);
  }
  return hinted;
}
