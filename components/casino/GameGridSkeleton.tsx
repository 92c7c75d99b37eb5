import { useTranslations } from 'next-intl';
import { SKELETON_GAME_TILES } from '@/lib/config/casino';

/**
 * A game grid while its games load (shell-and-routing.md §9: 16 game tiles), in the grid's own classes so
 * the games take its place without a shift. A list that shows fewer games asks for fewer tiles.
 */
export function GameGridSkeleton({ tiles = SKELETON_GAME_TILES }: { tiles?: number }) {
  const t = useTranslations('states');
  return (
    <div role="status" aria-busy="true" aria-label={t('loading')}>
      <ul className="game-grid" aria-hidden="true">
        {Array.from({ length: Math.min(tiles, SKELETON_GAME_TILES) }, (_, index) => (
          <li key={index} className="game-tile skeleton-tile" data-skeleton="game">
            <div className="game-tile__art" />
            <div className="game-tile__info">
              <span className="skeleton-line" />
              <span className="skeleton-line skeleton-line--short" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
