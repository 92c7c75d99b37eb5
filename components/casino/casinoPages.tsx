import { Suspense } from 'react';
import { GameGridSkeleton } from './GameGridSkeleton';
import { CasinoSearchScreen, MyCasinoFavoritesScreen, MyCasinoScreen } from './lazyCasino';

/**
 * The casino's screens of their own that run in the browser (the search's address, the player's
 * lists), each inside a boundary with the game-tile skeleton.
 */
export function CasinoSearchPage() {
  // The search reads its words from the address (useSearchParams): a boundary for the first render.
  return (
    <Suspense fallback={<GameGridSkeleton />}>
      <CasinoSearchScreen />
    </Suspense>
  );
}

export function MyCasinoPage() {
  return <MyCasinoScreen />;
}

export function MyCasinoFavoritesPage() {
  return <MyCasinoFavoritesScreen />;
}
