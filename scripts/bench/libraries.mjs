// What each library costs in a page's first load: the first-load chunks' gzipped bytes attributed
// to the packages their code comes from, through the chunks' source maps (a build made with
// SOURCE_MAPS=1, next.config.ts). Rough but honest: every generated character is credited to the
// source file of the mapping segment it falls in (characters before a line's first segment, and
// segments without a source, are Turbopack's own glue: "unmapped"); a chunk's gzipped size is then
// shared out in proportion to those raw characters, since gzip cannot be split by module. A chunk
// two pages load counts for each page. docs/decisions/first-visit-paint.md says how it is read.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The groups of the report: package names (or a prefix ending in '/'), in the order printed. */
export const LIBRARY_GROUPS = [
  ['redux (@reduxjs/toolkit, redux, immer, reselect, redux-thunk)', ['@reduxjs/toolkit', 'redux', 'immer', 'reselect', 'redux-thunk']],
  ['react-redux', ['react-redux']],
  ['use-sync-external-store (react-redux, swr)', ['use-sync-external-store']],
  ['zod', ['zod']],
  ['swr', ['swr']],
  ['next-intl / use-intl (and @formatjs)', ['next-intl', 'use-intl', '@formatjs/', 'intl-messageformat']],
  ['next (less the React it bundles; with @swc/helpers and its polyfills)', ['next', '@next/', '@swc/helpers', 'process']],
  ['react / react-dom / scheduler (and the Flight client)', ['react', 'react-dom', 'scheduler']],
];
const SITE = "the site's own code";
const OTHER = 'other packages';
const UNMAPPED = 'unmapped (Turbopack runtime glue)';
export const REPORT_ROWS = [...LIBRARY_GROUPS.map(([name]) => name), SITE, OTHER, UNMAPPED];

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = Object.fromEntries([...BASE64].map((c, i) => [c, i]));

/** Decodes one line of a source map's `mappings`: [generated column, source index | -1][]. */
function decodeLine(line, state) {
  const segments = [];
  for (const text of line.split(',')) {
    if (!text) continue;
    const fields = [];
    let value = 0;
    let shift = 0;
    for (const c of text) {
      const digit = DIGIT[c];
      value += (digit & 31) << shift;
      if (digit & 32) {
        shift += 5;
      } else {
        fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
    }
    state.column += fields[0];
    if (fields.length >= 4) {
      state.source += fields[1];
      state.line += fields[2];
      state.sourceColumn += fields[3];
      if (fields.length >= 5) state.name += fields[4];
      segments.push([state.column, state.source]);
    } else {
      segments.push([state.column, -1]);
    }
  }
  return segments;
}

/**
 * `node_modules/@scope/name/…` → `@scope/name`; the site's files → null. Next ships React, React DOM,
 * the scheduler and React's Flight client inside itself (`next/dist/compiled/<name>/`): those count
 * as React's, not Next's.
 */
export function packageOf(source) {
  const compiled = /node_modules\/next\/dist\/compiled\/((?:@[^/]+\/)?[^/]+)\//.exec(source);
  if (compiled) return compiled[1] === 'react-server-dom-turbopack' ? 'react-dom' : compiled[1];
  const at = source.lastIndexOf('node_modules/');
  if (at < 0) return null;
  const parts = source.slice(at + 'node_modules/'.length).split('/');
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

function groupOf(pkg) {
  if (pkg === null) return SITE;
  for (const [name, members] of LIBRARY_GROUPS) {
    if (members.some((m) => (m.endsWith('/') ? pkg.startsWith(m) : pkg === m))) return name;
  }
  return OTHER;
}

/** Raw characters per report row in one chunk, through its source map (`map` parsed JSON, flat). */
export function attributeChunk(code, map) {
  const chars = Object.fromEntries(REPORT_ROWS.map((row) => [row, 0]));
  const sourceGroup = map.sources.map((source) => groupOf(packageOf(source)));
  const lines = code.split('\n');
  const mapLines = map.mappings.split(';');
  const state = { column: 0, source: 0, line: 0, sourceColumn: 0, name: 0 };
  lines.forEach((text, index) => {
    state.column = 0;
    const segments = index < mapLines.length ? decodeLine(mapLines[index], state) : [];
    const length = text.length + 1; // the newline with the line
    let from = 0;
    let group = UNMAPPED;
    for (const [column, source] of segments) {
      chars[group] += Math.max(0, Math.min(column, length) - from);
      from = Math.min(column, length);
      group = source >= 0 ? sourceGroup[source] : UNMAPPED;
    }
    chars[group] += Math.max(0, length - from);
  });
  return chars;
}

const chunkCache = new Map();
/** One chunk of `distDir` (its URL path `/_next/static/…`): gzipped bytes per report row. */
function chunkCost(distDir, urlPath) {
  if (chunkCache.has(urlPath)) return chunkCache.get(urlPath);
  const file = path.join(distDir, urlPath.replace(/^\/_next\//, ''));
  const code = readFileSync(file, 'utf8');
  const gzip = gzipSync(code, { level: 6 }).length;
  const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
  let chars;
  if (mapName) {
    chars = attributeChunk(code, JSON.parse(readFileSync(path.join(path.dirname(file), mapName), 'utf8')));
  } else {
    chars = Object.fromEntries(REPORT_ROWS.map((row) => [row, 0]));
    chars[UNMAPPED] = code.length;
  }
  const total = Object.values(chars).reduce((sum, n) => sum + n, 0) || 1;
  const cost = Object.fromEntries(REPORT_ROWS.map((row) => [row, (gzip * chars[row]) / total]));
  chunkCache.set(urlPath, cost);
  return cost;
}

/**
 * `scriptsByPage`: page → the script URLs its first load fetched (weight.mjs). Returns page →
 * report row → gzipped bytes; scripts not from `/_next/static/` (none expected) count as other.
 */
export function libraryCosts(distDir, scriptsByPage) {
  const result = {};
  for (const [page, urls] of Object.entries(scriptsByPage)) {
    const rows = Object.fromEntries(REPORT_ROWS.map((row) => [row, 0]));
    for (const url of urls) {
      const urlPath = new URL(url).pathname;
      if (!urlPath.startsWith('/_next/static/')) continue;
      const cost = chunkCost(distDir, urlPath);
      for (const row of REPORT_ROWS) rows[row] += cost[row];
    }
    result[page] = rows;
  }
  return result;
}

/** The report as a Markdown table: one row per library group, one column per page, kB gzip. */
export function libraryTable(costs) {
  const pages = Object.keys(costs);
  const kB = (bytes) => (bytes / 1000).toFixed(1);
  const out = [`| library (kB gzip, first load) | ${pages.map((p) => `\`${p}\``).join(' | ')} |`, `|---|${pages.map(() => '---:').join('|')}|`];
  for (const row of REPORT_ROWS) out.push(`| ${row} | ${pages.map((p) => kB(costs[p][row])).join(' | ')} |`);
  out.push(`| total | ${pages.map((p) => kB(Object.values(costs[p]).reduce((s, n) => s + n, 0))).join(' | ')} |`);
  return out.join('\n');
}
