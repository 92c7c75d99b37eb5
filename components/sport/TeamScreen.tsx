import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { settle } from '@/lib/api/settle';
import { fetchTeam } from '@/lib/api/team';
import { href } from '@/lib/routes/href';
import { Panel } from '@/components/ui/Panel';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { RefreshErrorState } from '@/components/ui/RefreshErrorState';
import { GameList } from './GameList';
import { ScoreList } from './ScoreList';

/** `team/{teamName}` (shell-and-routing.md §2): a team's coming and live games with prices, and its results. */
export async function TeamScreen({ lng, slug }: { lng: string; slug: string }) {
  const [loaded, t, tInfo, tResults] = await Promise.all([
    settle(fetchTeam(slug, lng)),
    getTranslations('line'),
    getTranslations('info'),
    getTranslations('results'),
  ]);
  if (!loaded.ok) return <RefreshErrorState reason="page" />;
  const team = loaded.data;
  if (!team) notFound();
  return (
    <div className="section-screen">
      <Breadcrumbs
        items={[
          { label: tInfo('home'), href: href(lng, 'home') },
          { label: team.sportName, href: href(lng, 'line', { sport: team.sportSlug }) },
          { label: team.name },
        ]}
      />
      <h1 className="page-title">{team.name}</h1>
      <div className="home">
        <Panel id="team-games" title={t('teamGames')}>
          <GameList games={team.games} emptyText={t('teamNoGames')} />
        </Panel>
        <Panel id="team-results" title={tResults('finishedTitle')}>
          {team.results.length > 0 ? <ScoreList games={team.results} /> : <p className="empty-state">{tResults('empty')}</p>}
        </Panel>
      </div>
    </div>
  );
}
