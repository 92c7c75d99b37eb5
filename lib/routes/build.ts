// Building a path from a manifest pattern (syntax: lib/routes/pattern.ts). A file of its own so a
// list in the browser that builds its rows' paths (gamePages.ts) carries no route matching.

export type Part =
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
