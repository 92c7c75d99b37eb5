import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { fetchGames, type LineSection } from '@/lib/api/games';
import { fetchSports } from '@/lib/api/sports';
import type { RouteMatch } from '@/lib/routes/match';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { href } from '@/lib/routes/href';
import { GameList } from './GameList';
import { LiveGames } from './LiveGames';
import { GameScreen } from './GameScreen';

const SECTION_LIMIT = 100;

/** Line or live, from the route's pattern (the page types share one screen). */
export function sectionOf(match: RouteMatch): LineSection {
  return match.route.pattern.includes('/live') ? 'live' : 'line';
}

/** The line or live section: every event, those of one sport or championship, or one event. */
export async function SectionScreen({ lng, match }: { lng: string; match: RouteMatch }) {
  const section = sectionOf(match);
  if (match.params.gameId) return <GameScreen lng={lng} section={section} gameId={match.params.gameId} />;
  const t = await getTranslations('line');
  const tInfo = await getTranslations('info');
  const sectionTitle = section === 'live' ? t('liveTitle') : t('lineTitle');
  const sports = await fetchSports(lng);
  const sport = match.params.sport ? sports.find((s) => s.slug === match.params.sport) : undefined;
  if (match.params.sport && !sport) notFound();

  const champId = match.params.champ ? Number(match.params.champ) : undefined;
  const query = { section, lng, sportId: sport?.id, champId, limit: SECTION_LIMIT };
  const games = await fetchGames(query);
  const title = sport ? t('sportTitle', { sport: sport.name, section: sectionTitle }) : sectionTitle;
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
      {section === 'live' ? <LiveGames query={query} initial={games} /> : <GameList games={games} />}
    </div>
  );
}
