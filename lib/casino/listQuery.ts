import { CASINO_TAG_FILTERS, LIVE_SUBCATEGORIES, SLOTS_SUBCATEGORIES, type CasinoListQuery, type CasinoTagFilter } from '@/lib/config/casino';
import type { RouteScreenKind } from '@/lib/routes/types';

const isOneOf = <T extends string>(list: readonly T[], value: string | undefined): value is T => value !== undefined && (list as readonly string[]).includes(value);

/**
 * What a casino list page shows, from its manifest screen and its path's parameters: the
 * category the manifest gives it, narrowed by `slots/{subcategory}` (a subcategory or a tag; the
 * old `vulkan` shows every slot), `casino/{subcategory}` (live casino's) or `providers/{provider}`.
 */
export function listQueryOf(screen: Extract<RouteScreenKind, { kind: 'casino' }>, params: Readonly<Record<string, string | undefined>>): CasinoListQuery {
  const query: CasinoListQuery = { ...(screen.category ? { category: screen.category } : {}), ...(screen.tag ? { tag: screen.tag } : {}) };
  const sub = params.subcategory;
  if (screen.category === 'slots' && isOneOf<CasinoTagFilter>(CASINO_TAG_FILTERS, sub)) return { ...query, tag: sub };
  if (screen.category === 'slots' && isOneOf(SLOTS_SUBCATEGORIES, sub)) return { ...query, subcategory: sub };
  if (screen.category === 'live' && isOneOf(LIVE_SUBCATEGORIES, sub)) return { ...query, subcategory: sub };
  return query;
}
