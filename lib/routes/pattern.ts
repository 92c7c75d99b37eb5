// Route patterns of the manifest, relative to `/{lng}`:
//   `/office/account`          literal segments
//   `/news/:slug?`             `:name` a required parameter, `:name?` an optional one
//   `/statistic/*rest`         `*name` the rest of the path (zero or more segments)
//   `/landing-:slug`           a literal prefix and a parameter in one segment
// Matching is case-sensitive, like Next's own routing, so `/OFFICE` is no route at all.

export type ParamRule = readonly string[] | RegExp;
export type Params = Record<string, string>;

type Part =
  | { kind: 'literal'; text: string }
  | { kind: 'param'; name: string; optional: boolean; prefix: string }
  | { kind: 'rest'; name: string };

export function parsePattern(pattern: string): Part[] {
  return pattern
    .split('/')
    .filter(Boolean)
    .map((segment): Part => {
      if (segment.startsWith('*')) return { kind: 'rest', name: segment.slice(1) };
      const colon = segment.indexOf(':');
      if (colon === -1) return { kind: 'literal', text: segment };
      const optional = segment.endsWith('?');
      const name = segment.slice(colon + 1, optional ? -1 : undefined);
      return { kind: 'param', name, optional, prefix: segment.slice(0, colon) };
    });
}

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

/** Builds a path from a pattern; optional parameters left out drop their segment. */
export function buildPath(pattern: string, params: Readonly<Record<string, string | number | undefined>>): string {
  return parsePattern(pattern)
    .map((part) => {
      if (part.kind === 'literal') return `/${part.text}`;
      const value = params[part.name];
      if (value === undefined || value === '') {
        if (part.kind === 'rest' || part.optional) return '';
        throw new Error(`Pattern ${pattern} needs ${part.name}`);
      }
      if (part.kind === 'rest') {
        return `/${String(value).split('/').map(encodeURIComponent).join('/')}`;
      }
      return `/${part.prefix}${encodeURIComponent(String(value))}`;
    })
    .join('');
}
