import { SEARCH_MAX_LENGTH, searchTerm } from '@/lib/api/casinoSearch';
import { withQuery } from '@/lib/routes/localized';

/**
 * The search page (`casino-search`, its path given: `href(lng, 'casinoSearch')`) with the query in
 * its address (`?q=`), so a reload or a shared link shows the same results; no `q` for an empty
 * query. The path is given so the header's search box carries no route table.
 */
export function searchPageHref(searchPath: string, raw: string): string {
  const q = searchTerm(raw);
  return withQuery(searchPath, q ? new URLSearchParams({ q }).toString() : undefined);
}

/**
 * What both search fields (the header's box, the search page's) are: a plain form field `q` (the
 * form works before the script loads), no autocorrection of game names, a search key on phones.
 */
export const SEARCH_FIELD_PROPS = {
  name: 'q',
  autoComplete: 'off',
  autoCapitalize: 'off',
  spellCheck: false,
  enterKeyHint: 'search',
  maxLength: SEARCH_MAX_LENGTH,
} as const;
