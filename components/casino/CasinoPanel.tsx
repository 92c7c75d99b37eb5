import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { fetchCasinoGames } from '@/lib/api/casinoGames';
import { settle } from '@/lib/api/settle';
import type { CasinoTagFilter } from '@/lib/config/casino';
import { GameGridSkeleton } from '@/components/casino/GameGridSkeleton';
import { RefreshErrorState } from '@/components/ui/RefreshErrorState';
import { GameTileView } from '@/components/ui/GameTileView';

interface CasinoPanelProps {
  lng: string;
  tag: CasinoTagFilter;
  label: string;
  limit: number;
}

/**
 * A showcase of casino games outside the casino (home): tiles without the favourites' heart, so
 * such a page carries none of the casino's client code. The game-tile skeleton (shell-and-routing.md §9)
 * stands in while they load, so the page around them shows at once.
 */
export function CasinoPanel(props: CasinoPanelProps) {
  return (
    <Suspense fallback={<GameGridSkeleton tiles={props.limit} />}>
      <CasinoPanelGames {...props} />
    </Suspense>
  );
}

async function CasinoPanelGames({ lng, tag, label, limit }: CasinoPanelProps) {
  const games = await settle(fetchCasinoGames({ lng, tag, limit }));
  const t = await getTranslations('casino');
  if (!games.ok) return <RefreshErrorState />;
  if (!games.data.length) return <p className="empty-state">{t('empty')}</p>;
  return (
    <ul className="game-grid" aria-label={label}>
      {games.data.map((game) => (
        <GameTileView key={game.id} game={game} />
      ))}
    </ul>
  );
}
