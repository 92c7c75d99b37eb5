import { notFound } from 'next/navigation';
import { fetchTournaments } from '@/lib/api/tournaments/tournaments';
import { fetchTournamentOrNull } from '@/lib/api/tournaments/tournament';
import { settle } from '@/lib/api/settle';
import { RefreshErrorState } from '@/components/ui/RefreshErrorState';
import { TournamentList } from './TournamentList';
import { TournamentPage } from './TournamentPage';
import '@/app/styles/tournaments.css';

/**
 * `bonus/casino/tournaments` and `bonus/casino/tournaments/{id}` (docs/tournaments-api.md): the list,
 * or one tournament's page. Server-rendered the same for every visitor; the player's own entry and
 * the moving leaderboard are read again in the browser. A backend fault shows the error block with
 * a retry, an unknown tournament is a 404.
 */
export async function TournamentsScreen({ lng, id }: { lng: string; id?: string }) {
  if (id === undefined) {
    const list = await settle(fetchTournaments(lng));
    if (!list.ok) return <RefreshErrorState />;
    return <TournamentList lng={lng} list={list.data} />;
  }
  const tournament = await settle(fetchTournamentOrNull(Number(id), lng));
  if (!tournament.ok) return <RefreshErrorState />;
  if (tournament.data === null) notFound();
  return <TournamentPage lng={lng} tournament={tournament.data} />;
}
