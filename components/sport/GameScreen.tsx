import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { fetchGame } from '@/lib/api/game';
import type { LineSection } from '@/lib/api/games';
import { href } from '@/lib/routes/href';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { EventTime } from './EventTime';
import { Odd } from './Odd';
import { settle } from '@/lib/api/settle';
import { RefreshErrorState } from '@/components/ui/RefreshErrorState';

/** One event with every market the backend has for it. An unknown event is a 404. */
export async function GameScreen({ lng, section, gameId }: { lng: string; section: LineSection; gameId: string }) {
  const loaded = await settle(fetchGame(gameId, lng));
  const t = await getTranslations('line');
  const tInfo = await getTranslations('info');
  // A backend fault: the section's frame and an error block, never a 500 (issue 9 point 9).
  if (!loaded.ok) {
    const sectionTitle = section === 'live' ? t('liveTitle') : t('lineTitle');
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
  return (
    <div className="section-screen">
      <Breadcrumbs
        items={[
          { label: tInfo('home'), href: href(lng, 'home') },
          { label: section === 'live' ? t('liveTitle') : t('lineTitle'), href: href(lng, section) },
          { label: game.sportName, href: href(lng, section, { sport: game.sportSlug }) },
          { label: `${game.team1} — ${game.team2}` },
        ]}
      />
      <header className="game-head">
        <p className="muted">{game.champName}</p>
        <h1 className="page-title">
          {game.team1} — {game.team2}
        </h1>
        {game.isLive ? (
          <p className="game-row__live">
            <span className="live-dot" aria-hidden="true" />
            {t('live')} {game.gameTime} {game.score}
          </p>
        ) : (
          <p className="muted">
            {t('startsAt')}: <EventTime iso={game.startsAt} style="long" />
          </p>
        )}
      </header>
      <ul className="market-grid" aria-label={t('marketsTitle')}>
        {game.markets.map((market) => (
          <Odd key={market.id} game={game} market={market} as="li" />
        ))}
      </ul>
    </div>
  );
}
