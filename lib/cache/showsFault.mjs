// The rule both page caches keep (lib/cache/siteCacheHandler.mjs): a page that shows a backend
// fault is answered but never kept (docs/cached-pages.md "What keeps the pages true").
import { RENDER_FAULT_ATTRIBUTE } from '../config/cachedPages.mjs';

/** Whether a cache entry is a page whose HTML shows a backend fault. */
export function showsFault(data) {
  if (!data || data.kind !== 'APP_PAGE') return false;
  const html = typeof data.html === 'string' ? data.html : data.html?.toString?.() ?? '';
  return html.includes(RENDER_FAULT_ATTRIBUTE);
}
