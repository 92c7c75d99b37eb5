import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { CasinoGame } from '@/lib/api/casinoGames';
import { CASINO_TAGS } from '@/lib/api/casinoGames';
import { artSrc } from '@/lib/casino/artSrc';
import { AppLink as Link } from '@/components/ui/AppLink';
import { casinoGamePath } from '@/lib/routes/gamePages';

/** What a tile needs: a game list item (shell-and-routing.md §3), its studio and art seed when the list gives them. */
export type TileGame = Pick<CasinoGame, 'id' | 'name' | 'route' | 'categories' | 'tagId'> & Partial<Pick<CasinoGame, 'providerName' | 'art'>>;

/**
 * A casino game tile: the game's own art (an SVG the site draws, app/casino-art), its name and
 * studio, the tag it shows and a link to its page; `children` sit beside the link (the
 * favourites' heart: a button inside a link is not allowed). Renders on the server and in the
 * lobby's growing grids alike; pages outside the casino (home, the games landings) show it without
 * the heart.
 */
export function GameTileView({ game, priority = false, children }: { game: TileGame; priority?: boolean; children?: ReactNode }) {
  const t = useTranslations('casinoLobby.tile');
  const lng = useLocale();
  const tag = CASINO_TAGS[game.tagId] ?? 'none';
  return (
    <li className="game-tile" data-game-id={game.id}>
      <Link kind="list" href={casinoGamePath(lng, game)} className="game-tile__link">
        {/* eslint-disable-next-line @next/next/no-img-element -- an SVG the site draws (app/casino-art): next/image has nothing to optimise */}
        <img
          className="game-tile__art"
          src={artSrc(lng, { route: game.route, art: game.art ?? null })}
          alt=""
          width={240}
          height={180}
          loading={priority ? 'eager' : 'lazy'}
          // The first tiles in view are the page's largest paint: asked for first, not after the scripts.
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
        />
        <span className="game-tile__info">
          <span className="game-tile__name">{game.name}</span>
          {game.providerName ? <span className="game-tile__provider">{game.providerName}</span> : null}
        </span>
      </Link>
      {tag !== 'none' ? <span className={`badge badge--${tag} game-tile__badge`}>{t(tag)}</span> : null}
      {children}
    </li>
  );
}
