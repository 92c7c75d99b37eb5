import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { fetchGames } from '@/lib/api/games';
import { fetchResultChamps, fetchResults } from '@/lib/api/results';
import { settle } from '@/lib/api/settle';
import { href } from '@/lib/routes/href';
import { AppLink as Link } from '@/components/ui/AppLink';
import { Panel } from '@/components/ui/Panel';
import { RefreshErrorState } from '@/components/ui/RefreshErrorState';
import { GameList } from './GameList';
import { ScoreList } from './ScoreList';

const CHAMP_RESULTS_LIMIT = 50;

/**
 * `champs/{champId?}` (shell-and-routing.md §2): without an id, the championships that have results, by
 * sport; with one, that championship's results, newest first, and its coming games.
 */
export async function ChampResultsScreen({ lng, champId }: { lng: string; champId?: string }) {
  const t = await getTranslations('results');
  if (!champId) {
    const champs = await settle(fetchResultChamps({ lng }));
    if (!champs.ok) return <RefreshErrorState />;
    if (champs.data.length === 0) return <p className="empty-state">{t('empty')}</p>;
    return (
      <ul className="champ-list">
        {champs.data.map((champ) => (
          <li key={champ.id}>
            <Link kind="list" href={href(lng, 'champResults', { champId: String(champ.id) })}>
              {champ.country ? `${champ.country}. ${champ.name}` : champ.name}
            </Link>
            <span className="muted">{t('champCount', { count: champ.count })}</span>
          </li>
        ))}
      </ul>
    );
  }
  const id = Number(champId);
  const [results, coming] = await Promise.all([
    settle(fetchResults({ lng, champId: id, limit: CHAMP_RESULTS_LIMIT })),
    settle(fetchGames({ section: 'line', lng, champId: id, limit: 20 })),
  ]);
  if (!results.ok) return <RefreshErrorState />;
  if (results.data.total === 0 && coming.ok && coming.data.length === 0) notFound();
  return (
    <div className="home">
      <Panel id="champ-results" title={t('finishedTitle')}>
        {results.data.games.length > 0 ? <ScoreList games={results.data.games} /> : <p className="empty-state">{t('empty')}</p>}
      </Panel>
      {coming.ok && coming.data.length > 0 ? (
        <Panel id="champ-coming" title={t('coming')}>
          <GameList games={coming.data} />
        </Panel>
      ) : null}
    </div>
  );
}
