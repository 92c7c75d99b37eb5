import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { fetchGames, type LineSection } from '@/lib/api/games';
import { fetchSports } from '@/lib/api/sports';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { href } from '@/lib/routes/href';
import { GameList } from './GameList';
import { LiveGames } from './LiveGames';

const SECTION_LIMIT = 100;

/** What a line/live path names: `[]`, `[sport]` or `[sport, champId]`; anything else is a 404. */
export function parseSectionPath(path: string[] | undefined): { sport?: string; champId?: number } | null {
  const [sport, champ, ...extra] = path ?? [];
  if (extra.length > 0) return null;
  if (champ !== undefined && !/^\d{1,9}$/.test(champ)) return null;
  return { sport, champId: champ === undefined ? undefined : Number(champ) };
}

/** The line or live section: every event, or those of one sport or championship. */
export async function SectionScreen({
  lng,
  section,
  path,
}: {
  lng: string;
  section: LineSection;
  path: string[] | undefined;
}) {
  const parsed = parseSectionPath(path);
  if (!parsed) notFound();
  const t = await getTranslations('line');
  const sectionTitle = section === 'live' ? t('liveTitle') : t('lineTitle');
  const sports = await fetchSports(lng);
  const sport = parsed.sport ? sports.find((s) => s.slug === parsed.sport) : undefined;
  if (parsed.sport && !sport) notFound();

  const query = { section, lng, sportId: sport?.id, champId: parsed.champId, limit: SECTION_LIMIT };
  const games = await fetchGames(query);
  const title = sport ? t('sportTitle', { sport: sport.name, section: sectionTitle }) : sectionTitle;
  const tInfo = await getTranslations('info');
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
