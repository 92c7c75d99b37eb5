// Route patterns of the manifest, relative to `/{lng}`:
//   `/office/account`          literal segments
//   `/news/:slug?`             `:name` a required parameter, `:name?` an optional one
//   `/statistic/*rest`         `*name` the rest of the path (zero or more segments)
//   `/landing-:slug`           a literal prefix and a parameter in one segment
// Matching is case-sensitive, like Next's own routing, so `/OFFICE` is no route at all.

import type { Part } from './build';

export { buildPath, parsePattern } from './build';

export type ParamRule = readonly string[] | RegExp;
export type Params = Record<string, string>;

function allowed(rule: ParamRule | undefined, value: string): boolean {
  if (!rule) return value.length > 0;
  return rule instanceof RegExp ? rule.test(value) : rule.includes(value);
}

/**
 * Matches path segments (already split, percent-decoded) against a pattern. Optional parameters
 * are tried present first, then absent, so `/line/:menu?/:sport?` reads `/line/football` as a
 * sport when `football` is not an allowed menu value.
 */
export function matchParts(
  parts: readonly Part[],
  segments: readonly string[],
  rules: Readonly<Record<string, ParamRule>> = {},
): Params | null {
  const [part, ...restParts] = parts;
  if (!part) return segments.length === 0 ? {} : null;
  const [segment, ...restSegments] = segments;

  if (part.kind === 'rest') {
    if (restParts.length > 0) throw new Error('A rest parameter must come last');
    const value = segments.join('/');
    const rule = rules[part.name];
    if (rule && !allowed(rule, value)) return null;
    return { [part.name]: value };
  }
  if (part.kind === 'literal') {
    return segment === part.text ? matchParts(restParts, restSegments, rules) : null;
  }
  if (segment !== undefined && segment.startsWith(part.prefix)) {
    const value = segment.slice(part.prefix.length);
    if (allowed(rules[part.name], value)) {
      const tail = matchParts(restParts, restSegments, rules);
      if (tail) return { [part.name]: value, ...tail };
    }
  }
  return part.optional ? matchParts(restParts, segments, rules) : null;
}

/**
 * Splits a path (after the language) into decoded segments. A segment that does not decode, or
 * decodes to something holding a slash or a control character, makes the path unmatchable:
 * `%2F` can never smuggle one route's path into another's parameter.
 */
export function pathSegments(path: string): string[] | null {
  const segments: string[] = [];
  for (const raw of path.split('/').filter(Boolean)) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (/[/\\\u0000-\u001f\u007f]/.test(segment)) return null;
    segments.push(segment);
  }
  return segments;
}
