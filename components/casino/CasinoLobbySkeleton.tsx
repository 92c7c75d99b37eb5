import { SKELETON_OTHER_GAMES_TILES } from '@/lib/config/casino';
import { GameGridSkeleton } from './GameGridSkeleton';

/**
 * The casino lobby while it loads (shell-and-routing.md §9 "Skeleton preloaders"): 16 game tiles
 * and 2 other-games tiles where the block under the games comes.
 */
export function CasinoLobbySkeleton() {
  return (
    <div className="casino-lobby" aria-busy="true">
      <GameGridSkeleton />
      <ul className="skeleton-other-games" aria-hidden="true">
        {Array.from({ length: SKELETON_OTHER_GAMES_TILES }, (_, index) => (
          <li key={index} className="skeleton-panel" data-skeleton="other-games" />
        ))}
      </ul>
    </div>
  );
}
