import useSWR from 'swr';
import { fetchTournament, tournamentKey, TOURNAMENT_POLL_MS } from './tournament';

/** The player's view of the tournament: polled while it runs (the leaderboard moves as players play). */
export function useTournament(id: number, lng: string, running: boolean) {
  return useSWR(tournamentKey(id, lng), () => fetchTournament(id, lng), { refreshInterval: running ? TOURNAMENT_POLL_MS : 0 });
}
