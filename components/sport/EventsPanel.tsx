import { fetchGames, type LineSection } from '@/lib/api/games';
import { fetchSports } from '@/lib/api/sports';
import { settle } from '@/lib/api/settle';
import { GameList } from '@/components/sport/GameList';
import { LiveGames } from '@/components/sport/LazyLiveGames';
import { DefaultLineGroups } from '@/components/sport/LineGroups';
import { RefreshErrorState } from '@/components/ui/RefreshErrorState';

/** Events of one section, optionally of one sport by slug (esports pages, results, multi live). */
export async function EventsPanel({ lng, section, sportSlug }: { lng: string; section: LineSection; sportSlug?: string }) {
  const sports = sportSlug ? await settle(fetchSports(lng)) : null;
  if (sports && !sports.ok) return <RefreshErrorState />;
  const sportId = sports?.ok ? sports.data.find((s) => s.slug === sportSlug)?.id : undefined;
  const query = { section, lng, sportId, limit: 50 };
  const games = await settle(fetchGames(query));
  if (!games.ok) return <RefreshErrorState />;
  return section === 'live' ? (
    <LiveGames query={query} initial={games.data}>
      <DefaultLineGroups games={games.data} />
    </LiveGames>
  ) : <GameList games={games.data} />;
}
