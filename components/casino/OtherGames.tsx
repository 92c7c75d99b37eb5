import { getTranslations } from 'next-intl/server';
import { fetchCasinoGames, type CasinoGame } from '@/lib/api/casinoGames';
import { settle } from '@/lib/api/settle';
import { SKELETON_OTHER_GAMES_TILES } from '@/lib/config/casino';
import { GameGrid } from './GameGrid';

const OTHER_GAMES = 8;

/**
 * "Other games" under a game's page: the most popular games of its own category (or
 * subcategory), the game itself left out. A failure leaves the block out: the page is the game.
 */
export async function OtherGames({ lng, game }: { lng: string; game: Pick<CasinoGame, 'id' | 'categories'> }) {
  const own = game.categories[0]?.split('/')[0] ?? '';
  const sub = game.categories.find((category) => category.startsWith(`${own}/`))?.split('/')[1];
  const [games, t] = await Promise.all([
    settle(fetchCasinoGames({ lng, category: own || undefined, ...(sub ? { subcategory: sub } : {}), limit: OTHER_GAMES + 1 })),
    getTranslations('casino'),
  ]);
  const others = games.ok ? games.data.filter((other) => other.id !== game.id).slice(0, OTHER_GAMES) : [];
  if (!others.length) return null;
  return (
    <section className="other-games" aria-labelledby="other-games">
      <h2 id="other-games" className="panel__title">{t('otherGames')}</h2>
      <GameGrid games={others} label={t('otherGames')} />
    </section>
  );
}

/** Its skeleton (shell-and-routing.md §9): 2 other-games tiles. */
export function OtherGamesSkeleton() {
  return (
    <ul className="game-grid other-games" aria-hidden="true">
      {Array.from({ length: SKELETON_OTHER_GAMES_TILES }, (_, index) => (
        <li key={index} className="game-tile skeleton-tile" data-skeleton="other-games">
          <div className="game-tile__art" />
        </li>
      ))}
    </ul>
  );
}
