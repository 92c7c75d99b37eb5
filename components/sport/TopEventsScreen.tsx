import { getTranslations } from 'next-intl/server';
import { fetchGames } from '@/lib/api/games';
import { settle } from '@/lib/api/settle';
import { Panel } from '@/components/ui/Panel';
import { RefreshErrorState } from '@/components/ui/RefreshErrorState';
import { GameScreen } from './GameScreen';
import { LineBoard } from './lazyBoards';
import { DefaultLineGroups } from './LineGroups';

const TOP_LIMIT = 50;

/**
 * Top events (shell-and-routing.md §2): the top games in play and in the line, grouped as the line is;
 * with a game id, that game's event page.
 */
export async function TopEventsScreen({ lng, gameId }: { lng: string; gameId?: string }) {
  if (gameId) return <GameScreen lng={lng} section="line" gameId={gameId} />;
  const t = await getTranslations('home');
  const [live, line] = await Promise.all(
    (['live', 'line'] as const).map((section) => settle(fetchGames({ section, lng, top: true, limit: TOP_LIMIT }))),
  );
  return (
    <div className="home">
      {[
        { key: 'live' as const, title: t('topLive'), loaded: live },
        { key: 'line' as const, title: t('topLine'), loaded: line },
      ].map(({ key, title, loaded }) => (
        <Panel key={key} id={`top-${key}`} title={title} live={key === 'live'}>
          {loaded?.ok ? (
            <LineBoard games={loaded.data} section={key}>
              <DefaultLineGroups games={loaded.data} />
            </LineBoard>
          ) : <RefreshErrorState />}
        </Panel>
      ))}
    </div>
  );
}
