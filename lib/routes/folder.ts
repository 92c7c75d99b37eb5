/**
 * The URL path (after the language) a page folder was reached by, rebuilt from the params Next
 * hands the page: `(main)/toto/[[...path]]` with `{ path: ['x', 'draw'] }` → `/toto/x/draw`.
 * Route groups drop out; segments are re-encoded so the manifest matcher decodes them once.
 */
export function pathFromFolder(folder: string, params: Readonly<Record<string, string | string[] | undefined>>): string {
  return folder
    .split('/')
    .filter((segment) => segment && !/^\(.*\)$/.test(segment))
    .flatMap((segment) => {
      const dynamic = /^\[{1,2}(\.\.\.)?(\w+)\]{1,2}$/.exec(segment);
      if (!dynamic) return [segment];
      const value = params[dynamic[2] ?? ''];
      if (value === undefined) return [];
      return Array.isArray(value) ? value : [value];
    })
    .map((segment) => `/${encodeURIComponent(segment)}`)
    .join('');
}
