import { getTranslations } from 'next-intl/server';
import { fetchGames } from '@/lib/api/games';
import { fetchResults, fetchResultSports } from '@/lib/api/results';
import { settle } from '@/lib/api/settle';
import { RESULTS_PAGE_SIZE } from '@/lib/config/liveFeed';
import { RefreshErrorState } from '@/components/ui/RefreshErrorState';
import { ResultsBoard } from './lazyBoards';
import { ResultsTabs } from './ResultsTabs';
import { ScoreList } from './ScoreList';

const LIVE_LIMIT = 100;

/**
 * `results/{type?}` (docs/decisions/results-pages.md): no type, the finished games with their
 * final scores and filters; `live`, the scores of the games in play, without prices; `zone`, the
 * same as scoreboard tiles. The first page is rendered here, so a crawler reads the results.
 */
export async function ResultsScreen({ lng, type }: { lng: string; type?: string }) {
  const t = await getTranslations('results');
  if (type === 'live' || type === 'zone') {
    const games = await settle(fetchGames({ section: 'live', lng, limit: LIVE_LIMIT }));
    return (
      <>
        <ResultsTabs lng={lng} current={type} />
        {!games.ok ? (
          <RefreshErrorState />
        ) : games.data.length === 0 ? (
          <p className="empty-state">{t('liveEmpty')}</p>
        ) : (
          <ScoreList games={games.data} tiles={type === 'zone'} />
        )}
      </>
    );
  }
  const [results, sports] = await Promise.all([
    settle(fetchResults({ lng, limit: RESULTS_PAGE_SIZE, offset: 0 })),
    settle(fetchResultSports({ lng })),
  ]);
  return (
    <>
      <ResultsTabs lng={lng} />
      {/* A backend fault: the board asks again in the browser, with its own error and retry. */}
      <ResultsBoard initial={results.ok ? results.data : undefined} initialSports={sports.ok ? sports.data : undefined} />
    </>
  );
}
