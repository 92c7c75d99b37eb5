import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** The site's own modules (app, components, lib, store) and what each imports, read from source. */
export const ROOT = resolve(__dirname, '../../..');
const FOLDERS = ['app', 'components', 'lib', 'store'];
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return walk(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

export const files = FOLDERS.flatMap((folder) => walk(join(ROOT, folder))).map((path) => relative(ROOT, path));
const sources = new Map(files.map((file) => [file, readFileSync(join(ROOT, file), 'utf8')]));

export function sourceOf(file: string): string {
  return sources.get(file) ?? '';
}

const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = join(ROOT, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(ROOT, dirname(from), specifier);
  else return null;
  if (/\.tsx?$/.test(base) && existsSync(base)) return relative(ROOT, base);
  for (const extension of EXTENSIONS) {
    if (existsSync(base + extension)) return relative(ROOT, base + extension);
  }
  return null;
}

/** Value imports, re-exports and dynamic imports (type-only ones render nothing). */
export function importsOf(file: string): string[] {
  const source = sourceOf(file);
  const specifiers = [
    ...source.matchAll(STATIC_IMPORT),
    ...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((match) => match[1] ?? '');
  return specifiers.map((specifier) => resolveImport(file, specifier)).filter((path): path is string => path !== null);
}

/** Only the modules a file loads with `import()`: what it loads on demand. */
export function dynamicImportsOf(file: string): string[] {
  return [...sourceOf(file).matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)]
    .map((match) => resolveImport(file, match[1] ?? ''))
    .filter((path): path is string => path !== null);
}

/**
 * Static value imports only (an `import()` is a chunk of its own, loaded when used); a package is
 * kept as its bare name, so a graph can tell which packages it reaches.
 */
export function staticImportsOf(file: string): string[] {
  return [...sourceOf(file).matchAll(STATIC_IMPORT)]
    .map((match) => match[1] ?? '')
    .map((specifier) => (specifier.startsWith('@/') || specifier.startsWith('.') ? resolveImport(file, specifier) : specifier))
    .filter((target): target is string => target !== null);
}

/** Every module reachable from the given ones through `next` (all imports unless told otherwise). */
export function reachableFrom(starts: string[], next: (file: string) => string[] = importsOf): Set<string> {
  const seen = new Set<string>();
  const queue = [...starts];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...next(file));
  }
  return seen;
}

/** Modules that run in the browser: the 'use client' files and everything they import. */
export function clientModules(): Set<string> {
  return reachableFrom(files.filter((file) => /^\s*['"]use client['"]/.test(sourceOf(file))));
}

/**
 * Top-level namespaces a module reads with `useTranslations`: the namespace argument's first
 * segment, or, with no argument, the first segment of each literal key it looks up.
 */
export function namespacesOf(file: string): Set<string> {
  const source = sourceOf(file);
  const found = new Set<string>();
  for (const match of source.matchAll(/useTranslations\(\s*(?:['"]([^'"]*)['"])?\s*\)/g)) {
    const namespace = match[1]?.split('.')[0];
    if (namespace) found.add(namespace);
    else for (const key of source.matchAll(/\bt\w*\(\s*['"](\w+)\./g)) found.add(key[1] ?? '');
  }
  return found;
}
