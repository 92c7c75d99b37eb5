'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import type { Game } from '@/lib/api/games';
import { APP_VIEW_TYPE } from '@/lib/config/preferences';
import { rowMarkets } from '@/lib/line/marketNames';
import { useAppSelector } from '@/store/hooks';
import { AppLink as Link } from '@/components/ui/AppLink';
import { Odd } from './Odd';

// Logos are a choice (isTeamLogosInCoupon, off by default): their drawing comes with it.
const TeamLogo = dynamic(() => import('./TeamLogo').then((m) => m.TeamLogo));

/**
 * The parts of an event row that follow the player's line preferences (docs/decisions/line-lists.md): the
 * prices by view type (European 1 X 2, Asian the handicap and total pairs), the game's id
 * (isShowGameId) and team logos (isTeamLogosInCoupon).
 */
export function RowOdds({ game, eventHref }: { game: Game; eventHref: string }) {
  const t = useTranslations('line');
  const asian = useAppSelector((state) => state.app.appViewType === APP_VIEW_TYPE.asian);
  const shown = rowMarkets(game.markets, asian);
  const more = Math.max(0, game.marketsCount - shown.length);
  return (
    <div className="game-row__odds" data-view={asian ? 'asian' : 'european'}>
      {shown.map((market) => (
        <Odd key={market.id} game={game} market={market} />
      ))}
      {more > 0 ? (
        <Link kind="list" className="odd odd--more" href={eventHref}>
          {/* Read as text, not as a label on a role-less span (docs/decisions/accessible-names.md). */}
          <span className="visually-hidden">{t('marketsLabel', { count: more })}</span>
          <span aria-hidden="true">{t('markets', { count: more })}</span>
        </Link>
      ) : null}
    </div>
  );
}

export function GameIdTag({ id }: { id: number }) {
  const t = useTranslations('line');
  const shown = useAppSelector((state) => state.app.preferences.isShowGameId === 1);
  return shown ? <span className="game-row__id">{t('gameId', { id })}</span> : null;
}

export function TeamName({ name }: { name: string }) {
  const logos = useAppSelector((state) => state.app.preferences.isTeamLogosInCoupon === 1);
  return (
    <span className="team-name">
      {logos ? <TeamLogo name={name} /> : null}
      {name}
    </span>
  );
}
