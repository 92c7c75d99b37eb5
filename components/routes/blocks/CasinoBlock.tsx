import { getTranslations } from 'next-intl/server';
import { fetchCasinoGames } from '@/lib/api/casinoGames';
import { settle } from '@/lib/api/settle';
import type { CasinoCategory } from '@/lib/config/casino';
import { GameGrid } from '@/components/casino/GameGrid';
import { RefreshErrorState } from '@/components/ui/RefreshErrorState';

/** The games of a casino category (all of them without one), or of one provider. */
export async function CasinoBlock({
  lng,
  category,
  provider,
  label,
  limit = 100,
}: {
  lng: string;
  category?: CasinoCategory;
  provider?: string;
  label: string;
  limit?: number;
}) {
  const games = await settle(fetchCasinoGames({ lng, category, provider, limit }));
  const t = await getTranslations('casino');
  if (!games.ok) return <RefreshErrorState />;
  return games.data.length ? <GameGrid games={games.data} label={label} /> : <p className="empty-state">{t('empty')}</p>;
}
