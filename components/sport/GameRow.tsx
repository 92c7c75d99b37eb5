import { memo } from 'react';
import { useLocale } from 'next-intl';
import type { Game } from '@/lib/api/games';
import { sameGameRow } from '@/lib/line/sameDrawing';
import { eventPagePath } from '@/lib/routes/gamePages';
import { AppLink as Link } from '@/components/ui/AppLink';
import { GameClock, GameScore } from './GameState';
import { GameIdTag, RowOdds, TeamName } from './RowParts';

/** The event page of a game, in the section it is in now. */
export function gameHref(lng: string, game: Pick<Game, 'isLive' | 'sportSlug' | 'champId' | 'id'>): string {
  return eventPagePath(lng, game);
}

/** A list's refresh leaves a row as it was when it draws the same (lib/line/sameDrawing.ts). */
function sameRow(a: { game: Game; showChamp?: boolean }, b: { game: Game; showChamp?: boolean }): boolean {
  return a.showChamp === b.showChamp && sameGameRow(a.game, b.game);
}

/**
 * One event with its main outcomes. No hooks beyond i18n, so server and client blocks share it;
 * the clock, the score, the prices and the parts the player's preferences shape are client
 * components of their own (they follow the feed, the visitor's time zone, odds format and line
 * settings). The teams lead to the event page.
 */
export const GameRow = memo(function GameRow({ game, showChamp = true }: { game: Game; showChamp?: boolean }) {
  const lng = useLocale();
  const eventHref = gameHref(lng, game);
  return (
    <li className="game-row" data-live={game.isLive}>
      <div className="game-row__meta">
        <span className="game-row__champ">
          {showChamp ? game.champName : null}
          <GameIdTag id={game.id} />
        </span>
        <GameClock game={game} />
      </div>
      {/* Prefetched on intent only: a list of fifty events would fetch fifty event pages for one view. */}
      <Link kind="list" className="game-row__teams" href={eventHref}>
        <TeamName name={game.team1} />
        <TeamName name={game.team2} />
      </Link>
      <GameScore game={game} />
      <RowOdds game={game} eventHref={eventHref} />
    </li>
  );
}, sameRow);
