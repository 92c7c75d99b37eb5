import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { fetchGames, type LineSection } from '@/lib/api/games';
import { fetchSports } from '@/lib/api/sports';
import type { RouteMatch } from '@/lib/routes/match';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { href } from '@/lib/routes/href';
import { LineView } from './LineView';
import { LiveGames } from './LazyLiveGames';
import { GameScreen } from './GameScreen';
import { settle } from '@/lib/api/settle';
import { RefreshErrorState } from '@/components/ui/RefreshErrorState';

/** Every game of a section page, up to the backend's limit (docs/line-feed.md). */
const SECTION_LIMIT = 200;

/** Line or live, as the manifest gives it (the page types share one screen). */
export function sectionOf(match: RouteMatch): LineSection {
  return match.route.section ?? 'line';
}

/** The line or live section: every event, those of one sport or championship, or one event. */
export async function SectionScreen({ lng, match }: { lng: string; match: RouteMatch }) {
  const section = sectionOf(match);
  if (match.params.gameId) return <GameScreen lng={lng} section={section} gameId={match.params.gameId} />;
  const t = await getTranslations('line');
  const tInfo = await getTranslations('info');
  const sectionTitle = section === 'live' ? t('liveTitle') : t('lineTitle');
  // A backend fault shows the section's frame with an error block, never a 500 (docs/decisions/backend-faults.md);
  // without the sports list a sport in the path cannot be checked, so its events wait too.
  const sportsLoaded = await settle(fetchSports(lng));
  const sports = sportsLoaded.ok ? sportsLoaded.data : [];
  const sport = match.params.sport ? sports.find((s) => s.slug === match.params.sport) : undefined;
  if (sportsLoaded.ok && match.params.sport && !sport) notFound();

  const champId = match.params.champ ? Number(match.params.champ) : undefined;
  const query = { section, lng, sportId: sport?.id, champId, limit: SECTION_LIMIT };
  const games = sportsLoaded.ok || !match.params.sport ? await settle(fetchGames(query)) : null;
  const title = sport ? t('sportTitle', { sport: sport.name, section }) : sectionTitle;
  return (
    <div className="section-screen">
      <Breadcrumbs
        items={[
          { label: tInfo('home'), href: href(lng, 'home') },
          { label: sectionTitle, href: sport ? href(lng, section) : undefined },
          ...(sport ? [{ label: sport.name }] : []),
        ]}
      />
      <h1 className="page-title">{title}</h1>
      {!games?.ok ? (
        <RefreshErrorState reason="page" />
      ) : section === 'live' ? (
        // The live section's list is drawn by the browser from the start: its first change of games
        // would otherwise make hundreds of prices again in one task, where a drawn list changes rows.
        <LiveGames query={query} initial={games.data} />
      ) : (
        <LineView games={games.data} section={section} sportOrder={sports.map((s) => s.id)} />
      )}
    </div>
  );
}
