import { cache, type ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { fetchChamps } from '@/lib/api/champs';
import { fetchGame } from '@/lib/api/game';
import { fetchGames, type Game, type LineSection } from '@/lib/api/games';
import { fetchSports } from '@/lib/api/sports';
import { settle } from '@/lib/api/settle';
import { esportsDisciplines, resolveEsportsAddress, type EsportsAddress, type EsportsDiscipline } from '@/lib/line/esports';
import type { RouteMatch } from '@/lib/routes/match';
import { href } from '@/lib/routes/href';
import { Breadcrumbs, type Crumb } from '@/components/ui/Breadcrumbs';
import { AppLink as Link } from '@/components/ui/AppLink';
import { RefreshErrorState } from '@/components/ui/RefreshErrorState';
import { GameList } from '@/components/sport/GameList';
import { GameScreen } from '@/components/sport/GameScreen';

/** The line's sport the esports pages show (backend/src/seed/sports.ts). */
const ESPORTS_SLUG = 'esports';
/** Every game of a discipline or championship, up to the backend's limit (docs/line-feed.md). */
const GAMES_LIMIT = 200;

interface EsportsLine {
  sportId: number;
  sportName: string;
  disciplines: EsportsDiscipline[];
}

/**
 * The line's esports and its disciplines (lib/line/esports.ts): the championships in the page's
 * language for their names, and in English for the addresses' slugs. Null when the line has no
 * esports. Once per render: the title and the screen share it.
 */
const loadEsports = cache(async (lng: string): Promise<EsportsLine | null> => {
  const sport = (await fetchSports(lng)).find((s) => s.slug === ESPORTS_SLUG);
  if (!sport) return null;
  const [champs, enChamps] = await Promise.all([fetchChamps(sport.id, lng), lng === 'en' ? null : fetchChamps(sport.id, 'en')]);
  const enNames = new Map((enChamps ?? champs).map((champ) => [champ.id, champ.name]));
  return {
    sportId: sport.id,
    sportName: sport.name,
    disciplines: esportsDisciplines(champs.map((champ) => ({ ...champ, enName: enNames.get(champ.id) ?? champ.name }))),
  };
});

/** The backend's line sits under `real`: the virtual and stream kinds have no discipline of it. */
function disciplinesOf(line: EsportsLine | null, type: string | undefined): EsportsDiscipline[] {
  return line && type === 'real' ? line.disciplines : [];
}

/** What the address names; a 404 when it names a discipline or championship the line lacks. */
async function addressOf(lng: string, match: RouteMatch): Promise<{ line: EsportsLine | null; address: EsportsAddress } | { failed: true }> {
  const loaded = await settle(loadEsports(lng));
  if (!loaded.ok) return { failed: true };
  const address = resolveEsportsAddress(disciplinesOf(loaded.data, match.params.type), match.params);
  if (!address) notFound();
  return { line: loaded.data, address };
}

/** The tab's title: the discipline or championship the address names (the route's name otherwise). */
export async function esportsTitle(lng: string, match: RouteMatch): Promise<string | undefined> {
  const loaded = await settle(loadEsports(lng));
  if (!loaded.ok) return undefined;
  const address = resolveEsportsAddress(disciplinesOf(loaded.data, match.params.type), match.params);
  if (address?.champ && match.route.name === 'esportsGame') {
    const game = await settle(fetchGame(match.params.game ?? '', lng));
    if (game.ok && game.data) return `${game.data.team1} — ${game.data.team2}`;
  }
  return address?.champ?.name ?? address?.discipline?.name;
}

/** The games of some championships (every esports game when null), section by section. */
async function gamesOf(lng: string, sportId: number, champIds: ReadonlySet<number> | null, sections: readonly LineSection[]): Promise<Game[][]> {
  const lists = await Promise.all(sections.map((section) => fetchGames({ section, lng, sportId, limit: GAMES_LIMIT })));
  return lists.map((games) => games.filter((game) => champIds === null || champIds.has(game.champId)));
}

/** Each section's games in a list of its own (each kept live by its feed); the empty text when none has any. */
async function SectionGames({ lng, sportId, champIds, sections }: { lng: string; sportId: number; champIds: ReadonlySet<number> | null; sections: readonly LineSection[] }) {
  const tLine = await getTranslations('line');
  const loaded = await settle(gamesOf(lng, sportId, champIds, sections));
  if (!loaded.ok) return <RefreshErrorState />;
  const lists = loaded.data.filter((games) => games.length > 0);
  if (lists.length === 0) return <GameList games={[]} emptyText={tLine('empty')} />;
  return lists.map((games) => <GameList key={games[0]!.isLive ? 'live' : 'line'} games={games} />);
}

/**
 * The esports pages (shell-and-routing.md §2): the disciplines of a kind, one discipline's games and
 * championships, one championship's games, and a match, which is that match's event page. An
 * address naming a discipline, championship or match the line does not have is a 404.
 */
export async function EsportsScreen({ lng, match }: { lng: string; match: RouteMatch }) {
  const t = await getTranslations('esports');
  const tRoutes = await getTranslations('routes');
  const tInfo = await getTranslations('info');
  const type = match.params.type ?? 'real';
  const name = match.route.name;
  const resolved = await addressOf(lng, match);
  const home: Crumb = { label: tInfo('home'), href: href(lng, 'home') };
  const esportsCrumb: Crumb = { label: tRoutes('esportsMain'), href: href(lng, 'esportsMain', { type }) };

  if ('failed' in resolved) {
    return (
      <div className="route-screen">
        <Breadcrumbs items={[home, { label: tRoutes('esportsMain') }]} />
        <h1 className="page-title">{tRoutes('esportsMain')}</h1>
        <RefreshErrorState reason="page" />
      </div>
    );
  }
  const { line, address } = resolved;
  const { discipline, champ } = address;

  if (name === 'esportsGame' && discipline && champ) {
    // The match of this championship only: another championship's game under this address names nothing.
    const game = await settle(fetchGame(match.params.game ?? '', lng));
    if (game.ok && (!game.data || game.data.champId !== champ.id)) notFound();
    return <GameScreen lng={lng} section={match.params.section === 'live' ? 'live' : 'line'} gameId={match.params.game ?? ''} />;
  }

  const disciplineHref = discipline ? href(lng, 'esportsDiscipline', { type, discipline: discipline.slug }) : undefined;
  const section: LineSection | null = name === 'esportsDashboard' ? (match.params.dashboard === 'live' ? 'live' : 'line') : null;
  const title = champ
    ? champ.name
    : discipline && section
      ? t('dashboardTitle', { discipline: discipline.name, section })
      : discipline && name === 'esportsDisciplineChamps'
        ? t('champsTitle', { discipline: discipline.name })
        : (discipline?.name ?? tRoutes(name as 'esportsMain'));
  const crumbs: Crumb[] = [
    home,
    ...(discipline ? [esportsCrumb] : []),
    ...(discipline && (champ || section || name === 'esportsDisciplineChamps') ? [{ label: discipline.name, href: disciplineHref }] : []),
    { label: title },
  ];

  const disciplines = disciplinesOf(line, type);
  const countText = (count: number) => t('gamesCount', { count });
  let body: ReactNode;
  if (!line || !discipline) {
    // The kind's disciplines, then (on its main page) every esports game of the line.
    body = (
      <>
        {disciplines.length === 0 ? (
          <p className="empty-state">{t('noDisciplines')}</p>
        ) : (
          <nav aria-label={t('disciplines')}>
            <ul className="champ-list">
              {disciplines.map((d) => (
                <li key={d.slug}>
                  <Link kind="navigation" href={href(lng, 'esportsDiscipline', { type, discipline: d.slug })}>{d.name}</Link>
                  <span className="muted">{countText(d.gamesCount)}</span>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {line && name === 'esportsMain' && disciplines.length > 0 ? <SectionGames lng={lng} sportId={line.sportId} champIds={null} sections={['live', 'line']} /> : null}
      </>
    );
  } else if (name === 'esportsDisciplineChamps') {
    body = <ChampLinks lng={lng} type={type} discipline={discipline} label={t('champs')} countText={countText} />;
  } else {
    const champIds = new Set(champ ? [champ.id] : discipline.champs.map((c) => c.id));
    body = (
      <>
        {champ || section ? null : <ChampLinks lng={lng} type={type} discipline={discipline} label={t('champs')} countText={countText} />}
        <SectionGames lng={lng} sportId={line.sportId} champIds={champIds} sections={section ? [section] : ['live', 'line']} />
      </>
    );
  }

  return (
    <div className="route-screen">
      <Breadcrumbs items={crumbs} />
      <h1 className="page-title">{title}</h1>
      {body}
    </div>
  );
}

function ChampLinks({
  lng,
  type,
  discipline,
  label,
  countText,
}: {
  lng: string;
  type: string;
  discipline: EsportsDiscipline;
  label: string;
  countText: (count: number) => string;
}) {
  return (
    <nav aria-label={label}>
      <ul className="champ-list">
        {discipline.champs.map((c) => (
          <li key={c.id}>
            <Link kind="navigation" href={href(lng, 'esportsChamp', { type, discipline: discipline.slug, champ: String(c.id) })}>{c.name}</Link>
            <span className="muted">{countText(c.gamesCount)}</span>
          </li>
        ))}
      </ul>
    </nav>
  );
}
