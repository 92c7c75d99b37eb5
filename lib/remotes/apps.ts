import type { RouteEntry } from '@/lib/routes/types';

/**
 * The remote app a route's screen belongs to: the first folder of its page under the layout group
 * ('(main)/office/[[...path]]' → 'office'); a group's own root page is the group's 'home'. Screens of
 * one app share an entry, so leaving the office for another office page never unmounts the app.
 */
export function remoteAppOf(route: Pick<RouteEntry, 'page' | 'layout'>): string {
  const folders = (route.page ?? '').split('/').filter((part) => part && !part.startsWith('('));
  const first = folders[0];
  if (!first || first.startsWith('[')) return `${route.layout}-home`;
  return first;
}

/** Whether illegal transitions throw (development) or are ignored (production). */
export function remoteMode(): 'development' | 'production' {
  return process.env.NODE_ENV === 'production' ? 'production' : 'development';
}
