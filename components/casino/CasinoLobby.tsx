import { getTranslations } from 'next-intl/server';
import { fetchCasinoGames } from '@/lib/api/casinoGames';
import { fetchProviders } from '@/lib/api/providers';
import { settle } from '@/lib/api/settle';
import type { CasinoCategory } from '@/lib/config/casino';
import { RefreshErrorState } from '@/components/ui/RefreshErrorState';
import { Block } from '@/components/ui/Block';
import { GameGrid } from './GameGrid';

const LOBBY_LIMIT = 100;

/** The casino lobby: the games of a category (all by default) and the providers. */
export async function CasinoLobby({ lng, category }: { lng: string; category?: CasinoCategory }) {
  const t = await getTranslations('casino');
  const [games, providers] = await Promise.all([
    settle(fetchCasinoGames({ lng, category, limit: LOBBY_LIMIT })),
    settle(fetchProviders()),
  ]);
  const title = category ? t(category) : t('title');
  return (
    <div className="casino-lobby">
      <h1 className="page-title">{title}</h1>
      {games.ok ? <GameGrid games={games.data} label={title} /> : <RefreshErrorState />}
      <Block id="casino-providers" title={t('providers')}>
        {providers.ok ? (
          <ul className="provider-list">
            {providers.data.map((provider) => (
              <li key={provider.id} className="provider-chip">
                <span className="provider-chip__name">{provider.name}</span>
                <span className="muted">{t('providerGames', { count: provider.gamesCount })}</span>
              </li>
            ))}
          </ul>
        ) : (
          <RefreshErrorState />
        )}
      </Block>
    </div>
  );
}
