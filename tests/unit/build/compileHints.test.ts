import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module of the build scripts
import { addCompileHints, COMPILE_HINT, firstLoadChunks, MIN_HINTED_BYTES, shiftedSourceMap } from '../../../scripts/compileHints.mjs';

const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

// A chunk's code, as big as the ones that get the hint.
const big = (call: string) => `${call}\n/*${'x'.repeat(MIN_HINTED_BYTES)}*/`;

let dist: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  writeFileSync(path.join(dist, file), text);
};
const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');

// A build as Next writes it: root main files, a route's entry files, an on-demand chunk, the SRI manifest.
beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'hints-'));
  write('build-manifest.json', JSON.stringify({ rootMainFiles: ['static/chunks/main.js', 'static/chunks/turbopack.js'] }));
  write(
    'server/app/[lng]/(main)/line/page_client-reference-manifest.js',
    'globalThis.__RSC_MANIFEST=(globalThis.__RSC_MANIFEST||{});globalThis.__RSC_MANIFEST["/[lng]/(main)/line/page"]={"clientModules":{},"entryJSFiles":{"[project]/app/[lng]/layout":["static/chunks/layout.js","static/chunks/main.js","static/chunks/small-first-load.js"],"[project]/app/[lng]/(main)/line/page":["static/chunks/line.js"]},"entryCSSFiles":{}};',
  );
  write('static/chunks/main.js', big('main();'));
  write('static/chunks/turbopack.js', `${big('runtime();')}\n//# sourceMappingURL=0abc.js.map`);
  write('static/chunks/0abc.js.map', JSON.stringify({ version: 3, sources: ['runtime.ts'], mappings: 'AAAA' }));
  write('static/chunks/layout.js', 'layout();');
  write('static/chunks/line.js', big('line();'));
  write('static/chunks/small-first-load.js', 'small();');
  write('static/chunks/coupon-on-demand.js', big('coupon();'));
  const chunks = ['main.js', 'turbopack.js', 'layout.js', 'line.js', 'small-first-load.js', 'coupon-on-demand.js'];
  write('server/subresource-integrity-manifest.json', JSON.stringify(Object.fromEntries(chunks.map((c) => [`static/chunks/${c}`, sha(read(`static/chunks/${c}`))]))));
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('compile hints on first-load chunks', () => {
  it('finds the chunks a page loads first: root main files and every route entry file', () => {
    expect(firstLoadChunks(dist)).toEqual([
      'static/chunks/layout.js',
      'static/chunks/line.js',
      'static/chunks/main.js',
      'static/chunks/small-first-load.js',
      'static/chunks/turbopack.js',
    ]);
  });

  it('starts those chunks with the hint and leaves a small one and a chunk loaded on demand as they were', () => {
    addCompileHints(dist);
    expect(read('static/chunks/line.js')).toBe(`${COMPILE_HINT}${big('line();')}`);
    expect(read('static/chunks/main.js')).toBe(`${COMPILE_HINT}${big('main();')}`);
    expect(read('static/chunks/small-first-load.js')).toBe('small();');
    expect(read('static/chunks/coupon-on-demand.js')).toBe(big('coupon();'));
  });

  it('computes the integrity of a changed chunk again, in both forms of the manifest, so the browser runs it', () => {
    addCompileHints(dist);
    const sri = JSON.parse(read('server/subresource-integrity-manifest.json'));
    expect(sri['static/chunks/line.js']).toBe(sha(`${COMPILE_HINT}${big('line();')}`));
    expect(sri['static/chunks/coupon-on-demand.js']).toBe(sha(big('coupon();')));
    expect(read('server/subresource-integrity-manifest.js')).toBe(`self.__SUBRESOURCE_INTEGRITY_MANIFEST=${JSON.stringify(JSON.stringify(sri))}`);
  });

  it('moves the source map by the added line', () => {
    addCompileHints(dist);
    expect(JSON.parse(read('static/chunks/0abc.js.map')).mappings).toBe(';AAAA');
    expect(shiftedSourceMap({ sections: [{ offset: { line: 0, column: 5 }, map: {} }] }).sections[0].offset).toEqual({ line: 1, column: 5 });
  });

  it('changes nothing when run twice', () => {
    addCompileHints(dist);
    const once = read('static/chunks/main.js');
    expect(addCompileHints(dist)).toEqual([]);
    expect(read('static/chunks/main.js')).toBe(once);
  });
});
