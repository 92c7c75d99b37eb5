import { fetchGames } from '@/lib/api/games';
import { settle } from '@/lib/api/settle';
import { RefreshErrorState } from '@/components/ui/RefreshErrorState';
import { MultiLive } from './LazyMultiLive';

export const MULTI_LIVE_QUERY_LIMIT = 100;

/** `multi` (shell-and-routing.md §2): up to four live games side by side, chosen from the live list. */
export async function MultiLiveScreen({ lng }: { lng: string }) {
  const query = { section: 'live' as const, lng, limit: MULTI_LIVE_QUERY_LIMIT };
  const games = await settle(fetchGames(query));
  if (!games.ok) return <RefreshErrorState reason="page" />;
  return <MultiLive query={query} initial={games.data} />;
}
