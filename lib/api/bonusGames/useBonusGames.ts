import useSWR from 'swr';
import { bonusGamesKey, fetchBonusGames } from './games';

/** `GET /web-api/bonus-games` for a signed-in player in the browser (his plays left and last prizes); off for a guest. */
export function useBonusGames(lng: string, enabled: boolean) {
  return useSWR(enabled ? bonusGamesKey(lng) : null, () => fetchBonusGames(lng));
}
