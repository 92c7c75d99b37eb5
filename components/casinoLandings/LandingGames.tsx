import type { CasinoGame } from '@/lib/api/casinoGames';
import { GameTileView } from '@/components/ui/GameTileView';

/** A landing's games, drawn on the server with the casino's tile; the first row's art is asked for first. */
export function LandingGames({ games, label, empty }: { games: readonly CasinoGame[]; label: string; empty: string }) {
  if (games.length === 0) return <p className="empty-state">{empty}</p>;
  return (
    <ul className="game-grid casino-landing-games" aria-label={label}>
      {games.map((game, index) => (
        <GameTileView key={game.id} game={game} priority={index < 4} />
      ))}
    </ul>
  );
}
