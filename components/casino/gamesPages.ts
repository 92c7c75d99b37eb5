import type { CasinoGamesPage } from '@/lib/api/casinoGamesPage';

/** What a growing game list has: its pages so far, whether one is being read or failed, the retry. */
export interface GamesPagesState {
  pages: CasinoGamesPage[];
  validating: boolean;
  failed: boolean;
  retry: (() => void) | null;
}
