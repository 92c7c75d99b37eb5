import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { fetchBonusGames } from '@/lib/api/bonusGames/games';
import { BONUS_GAME_IDS, type BonusGameId } from '@/lib/api/bonusGames/schemas';
import { settle } from '@/lib/api/settle';
import { RETURN_URL_QUERY } from '@/lib/config/guards';
import { href } from '@/lib/routes/href';
import { RefreshErrorState } from '@/components/ui/RefreshErrorState';
import { GameCard } from './GameCard';
import { GameRules } from './GameRules';
import { GamePanel } from './GamePanel';
import { GameArt } from './GameArt';
import { IndexGuest } from './IndexGuest';
import type { BonusGameLinks } from './links';
import '@/app/styles/bonusGames.css';

const isGame = (game: string): game is BonusGameId => (BONUS_GAME_IDS as readonly string[]).includes(game);

/**
 * `games`, `games/{gameRoute}` and `games/bonus/{bonusGame}` (docs/bonus-games-api.md): the index of
 * the six bonus games, or one game's rules with its board. The terms are read on the server as a
 * guest and are the same for everyone; the player's plays, the board and buying are the client
 * part's (GamePanel, PlaysLeft). A backend fault shows the error block, never a 500.
 */
export async function BonusGamesScreen({ lng, game }: { lng: string; game?: string }) {
  if (game !== undefined && !isGame(game)) notFound();
  const t = await getTranslations('bonusGames');
  const index = await settle(fetchBonusGames(lng));
  if (!index.ok) return <RefreshErrorState />;
  const games = index.data.games;
  const terms = game ? games.find((entry) => entry.game === game) : undefined;
  // Sign-in and registration come back to this page.
  const back = `${RETURN_URL_QUERY}=${encodeURIComponent(game ? href(lng, 'games', { gameRoute: game }) : href(lng, 'games'))}`;
  const links: BonusGameLinks = {
    login: href(lng, 'login', {}, back),
    registration: href(lng, 'registration', {}, back),
    bonuses: href(lng, 'officeBonusesWager'),
    rewards: href(lng, 'officeRewards'),
  };
  if (game && terms) {
    return (
      <article className="bonus-games bonus-game">
        <header className="bonus-game__head">
          <GameArt game={terms.game} />
          <h2 className="bonus-game__title">{t(`games.${terms.game}.name`)}</h2>
        </header>
        <GamePanel game={terms.game} links={links} />
        <GameRules terms={terms} />
      </article>
    );
  }
  return (
    <article className="bonus-games">
      <p className="bonus-games__intro">{t('intro')}</p>
      <IndexGuest links={links} />
      <ul className="bonus-games__grid">
        {games.map((entry) => (
          <li key={entry.game}>
            <GameCard lng={lng} terms={entry} />
          </li>
        ))}
      </ul>
    </article>
  );
}
