import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { fetchCasinoCategories } from '@/lib/api/casinoCategories';
import { fetchCasinoGame } from '@/lib/api/casinoGame';
import { RETURN_URL_QUERY } from '@/lib/config/guards';
import type { RouteMatch } from '@/lib/routes/match';
import { href, pathOf } from '@/lib/routes/href';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { Suspense, type ReactNode } from 'react';
import { artSrc } from '@/lib/casino/artSrc';
import { OtherGames, OtherGamesSkeleton } from './OtherGames';
import { FavoriteHeart } from './lazyCasino';
import { CasinoPlayer } from './lazyCasinoPlayer';
import { casinoPlayerTexts, type PlayerT } from './casinoPlayerTexts';

/** A live game's table (components/tables, composed in by the route screen): the note when the game is no table. */
export type LiveTableRender = (props: { lng: string; gameId: number; loginHref: string; responsibleHref: string; unavailable: ReactNode }) => ReactNode;

/**
 * A casino game's page (`…/game/{gameId}/{gameName}`): the game, its studio, categories, RTP and
 * volatility, and — for a game the backend plays (`demo`) — the game itself (CasinoPlayer, a client
 * part loaded with this page only). The id and the name must name the same game, so an edited
 * address is a 404, not another game.
 */
export async function CasinoGameScreen({ lng, match, liveTable }: { lng: string; match: RouteMatch; liveTable?: LiveTableRender }) {
  const poker = match.route.name === 'poker';
  const [game, categories] = await Promise.all([fetchCasinoGame((poker ? match.params.game : match.params.gameName) ?? '', lng), fetchCasinoCategories(lng).catch(() => [])]);
  // `poker/{game}` names a poker game by its route alone; the other pages by id and route together.
  if (!game || (poker ? !game.categories.includes('poker') : String(game.id) !== match.params.gameId)) notFound();
  // The backend names its categories in the page's language; one it does not list is left out.
  const names = new Map(categories.map((category) => [category.id, category.name]));
  const [t, tInfo, tPlayer, format] = await Promise.all([getTranslations('casino'), getTranslations('info'), getTranslations('casino.player'), getFormatter()]);
  const lobby = match.route.name === 'liveCasinoGame' ? 'liveCasino' : poker ? 'poker' : 'slots';
  const page = pathOf(lng, match.route, match.params);
  const loginHref = href(lng, 'login', {}, `${RETURN_URL_QUERY}=${encodeURIComponent(page)}`);
  return (
    <div className="route-screen">
      <Breadcrumbs
        items={[
          { label: tInfo('home'), href: href(lng, 'home') },
          { label: t(`categoryName.${lobby === 'liveCasino' ? 'live' : lobby}`), href: href(lng, lobby) },
          { label: game.name },
        ]}
      />
      <h1 className="page-title">{game.name}</h1>
      <div className="casino-game">
        <div className="casino-game__tile">
          {/* eslint-disable-next-line @next/next/no-img-element -- an SVG the site draws (app/casino-art): next/image has nothing to optimise */}
          <img className="casino-game__art" src={artSrc(lng, game)} alt="" width={360} height={270} />
          <FavoriteHeart gameId={game.id} gameName={game.name} />
        </div>
        <dl className="casino-game__facts">
          <dt>{t('provider')}</dt>
          <dd>{game.providerName}</dd>
          <dt>{t('categories')}</dt>
          <dd>{game.categories.flatMap((category) => names.get(category) ?? []).join(', ')}</dd>
          {typeof game.rtp === 'number' ? (
            <>
              <dt>{t('rtp')}</dt>
              <dd>{format.number(game.rtp / 100, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 })}</dd>
            </>
          ) : null}
          {game.volatility ? (
            <>
              <dt>{t('volatility')}</dt>
              <dd>{t(`volatilityLevel.${game.volatility}`)}</dd>
            </>
          ) : null}
        </dl>
      </div>
      {game.demo ? (
        <CasinoPlayer
          lng={lng}
          gameId={game.id}
          loginHref={loginHref}
          responsibleHref={href(lng, 'officeResponsible')}
          texts={casinoPlayerTexts(tPlayer as PlayerT, game.name)}
        />
      ) : liveTable && game.categories.some((category) => category.startsWith('live')) ? (
        liveTable({ lng, gameId: game.id, loginHref, responsibleHref: href(lng, 'officeResponsible'), unavailable: <Unavailable text={t('player.unavailable')} /> })
      ) : (
        <Unavailable text={t('player.unavailable')} />
      )}
      <Suspense fallback={<OtherGamesSkeleton />}>
        <OtherGames lng={lng} game={game} />
      </Suspense>
    </div>
  );
}

function Unavailable({ text }: { text: string }) {
  return (
    <p className="casino-play__unavailable" role="note">
      {text}
    </p>
  );
}
