import type { Game } from '@/lib/api/games';

/** What the live block has: the games (none yet without the server's), a failed read, the retry. */
export interface LiveGamesState {
  games: Game[] | undefined;
  failed: boolean;
  retry: (() => void) | null;
}
