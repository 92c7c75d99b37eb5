import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { fetchCasinoGames } from '@/lib/api/casinoGames';
import { settle } from '@/lib/api/settle';
import type { CasinoCategory } from '@/lib/config/casino';
import { GameGrid } from '@/components/casino/GameGrid';
import { GameGridSkeleton } from '@/components/casino/GameGridSkeleton';
import { RefreshErrorState } from '@/components/ui/RefreshErrorState';

interface CasinoBlockProps {
  lng: string;
  category?: CasinoCategory;
  provider?: string;
  label: string;
  limit?: number;
}

/**
 * The games of a casino category (all of them without one), or of one provider; the game-tile
 * skeleton (shell spec §9) stands in while they load, so the page around them shows at once.
 */
export function CasinoBlock({ limit = 100, ...props }: CasinoBlockProps) {
  return (
    <Suspense fallback={<GameGridSkeleton tiles={limit} />}>
      <CasinoBlockGames limit={limit} {...props} />
    </Suspense>
  );
}

async function CasinoBlockGames({ lng, category, provider, label, limit }: CasinoBlockProps) {
  const games = await settle(fetchCasinoGames({ lng, category, provider, limit }));
  const t = await getTranslations('casino');
  if (!games.ok) return <RefreshErrorState />;
  return games.data.length ? <GameGrid games={games.data} label={label} /> : <p className="empty-state">{t('empty')}</p>;
}
