import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { fetchCasinoCategories } from '@/lib/api/casinoCategories';
import { fetchCasinoGame } from '@/lib/api/casinoGame';
import type { RouteMatch } from '@/lib/routes/match';
import { href } from '@/lib/routes/href';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { GameTile } from './GameTile';

/**
 * A casino game's page (`…/game/{gameId}/{gameName}`): the game, its studio and categories. The id
 * and the name must name the same game, so an edited address is a 404, not another game.
 */
export async function CasinoGameScreen({ lng, match }: { lng: string; match: RouteMatch }) {
  const [game, categories] = await Promise.all([fetchCasinoGame(match.params.gameName ?? '', lng), fetchCasinoCategories(lng).catch(() => [])]);
  if (!game || String(game.id) !== match.params.gameId) notFound();
  // The backend names its categories in the page's language; one it does not list is left out.
  const names = new Map(categories.map((category) => [category.id, category.name]));
  const t = await getTranslations('casino');
  const tInfo = await getTranslations('info');
  const lobby = match.route.name === 'liveCasinoGame' ? 'liveCasino' : 'slots';
  return (
    <div className="route-screen">
      <Breadcrumbs
        items={[
          { label: tInfo('home'), href: href(lng, 'home') },
          { label: t(lobby === 'liveCasino' ? 'live' : 'slots'), href: href(lng, lobby) },
          { label: game.name },
        ]}
      />
      <h1 className="page-title">{game.name}</h1>
      <div className="casino-game">
        <ul className="casino-game__tile">
          <GameTile game={game} />
        </ul>
        <dl className="casino-game__facts">
          <dt>{t('provider')}</dt>
          <dd>{game.providerName}</dd>
          <dt>{t('categories')}</dt>
          <dd>{game.categories.flatMap((category) => names.get(category) ?? []).join(', ')}</dd>
        </dl>
      </div>
    </div>
  );
}
