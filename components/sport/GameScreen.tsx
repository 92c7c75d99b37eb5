import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { fetchGame } from '@/lib/api/game';
import type { LineSection } from '@/lib/api/games';
import { fetchSiteConfig } from '@/lib/api/siteConfig';
import { href } from '@/lib/routes/href';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { AppLink as Link } from '@/components/ui/AppLink';
import { settle } from '@/lib/api/settle';
import { RefreshErrorState } from '@/components/ui/RefreshErrorState';
import { EventTimeLong } from './EventTimeLong';
import { GameClock, GameScore } from './GameState';
import { LiveFeed } from './LiveFeed';
import { MarketBoard } from './lazyBoards';

/** A team's name, leading to its page when the backend names one. */
function TeamLink({ lng, name, slug }: { lng: string; name: string; slug: string }) {
  return <span>{slug ? <Link kind="navigation" href={href(lng, 'team', { teamName: slug })}>{name}</Link> : name}</span>;
}

/**
 * One event (docs/decisions/event-markets.md): the scoreboard (live from the feed), every market in tabs with a
 * search, links to the championship and, when the site shows statistics, to the event's. An
 * unknown event is a 404.
 */
export async function GameScreen({ lng, section, gameId }: { lng: string; section: LineSection; gameId: string }) {
  const [loaded, config] = await Promise.all([settle(fetchGame(gameId, lng)), settle(fetchSiteConfig())]);
  const t = await getTranslations('line');
  const tInfo = await getTranslations('info');
  const sectionTitle = section === 'live' ? t('liveTitle') : t('lineTitle');
  // A backend fault: the section's frame and an error block, never a 500 (docs/decisions/backend-faults.md).
  if (!loaded.ok) {
    return (
      <div className="section-screen">
        <Breadcrumbs items={[{ label: tInfo('home'), href: href(lng, 'home') }, { label: sectionTitle, href: href(lng, section) }]} />
        <h1 className="page-title">{sectionTitle}</h1>
        <RefreshErrorState reason="page" />
      </div>
    );
  }
  const game = loaded.data;
  if (!game) notFound();
  const champHref = href(lng, section, { sport: game.sportSlug, champ: String(game.champId) });
  return (
    <div className="section-screen">
      <Breadcrumbs
        items={[
          { label: tInfo('home'), href: href(lng, 'home') },
          { label: sectionTitle, href: href(lng, section) },
          { label: game.sportName, href: href(lng, section, { sport: game.sportSlug }) },
          { label: `${game.team1} — ${game.team2}` },
        ]}
      />
      <LiveFeed gameIds={[game.id]} section={game.isLive ? 'live' : 'line'} sportId={game.sportId} allMarkets />
      <header className="scoreboard" data-live={game.isLive}>
        <p className="scoreboard__champ">
          <Link kind="navigation" href={champHref}>{game.champName}</Link>
        </p>
        <h1 className="scoreboard__teams">
          <TeamLink lng={lng} name={game.team1} slug={game.team1Slug} />
          <GameScore game={game} className="scoreboard__score" />
          <TeamLink lng={lng} name={game.team2} slug={game.team2Slug} />
        </h1>
        <p className="scoreboard__state">
          <GameClock game={game} start={<EventTimeLong className="game-row__time" iso={game.startsAt} />} />
        </p>
        <p className="scoreboard__links">
          <Link kind="navigation" href={champHref}>{t('champLink')}</Link>
          {config.ok && config.data.statisticEnabled ? <Link kind="navigation" href={href(lng, 'statistic', { rest: String(game.id) })}>{t('statistics')}</Link> : null}
        </p>
      </header>
      <MarketBoard game={game} />
    </div>
  );
}
