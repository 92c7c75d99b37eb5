import { RENDER_FAULT_ATTRIBUTE } from '@/lib/config/cachedPages.mjs';

/**
 * Marks a server render that met a backend fault it shows no error block for (a block left for the
 * browser to load, the site config missing): such a page is answered but never kept in the page
 * cache (docs/cached-pages.md).
 */
export function FaultMark() {
  return <span hidden {...{ [RENDER_FAULT_ATTRIBUTE]: '' }} />;
}
