import { useTranslations } from 'next-intl';
import type { CasinoGame } from '@/lib/api/casinoGames';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/**
 * A casino game tile. The artwork is drawn with CSS from the game's accent colour: no image
 * download per tile, which keeps a lobby of dozens of games light on a phone.
 */
export function GameTile({ game }: { game: CasinoGame }) {
  const t = useTranslations('casino');
  return (
    <li className="game-tile" style={{ '--art': game.accent } as React.CSSProperties}>
      <div className="game-tile__art" aria-hidden="true">
        <span className="game-tile__initials">{initials(game.name)}</span>
      </div>
      <div className="game-tile__badges">
        {game.isNew ? <span className="badge badge--new">{t('new_badge')}</span> : null}
        {game.isHot ? <span className="badge badge--hot">{t('hot_badge')}</span> : null}
      </div>
      <div className="game-tile__info">
        <span className="game-tile__name">{game.name}</span>
        <span className="game-tile__provider">{game.providerName}</span>
      </div>
    </li>
  );
}
