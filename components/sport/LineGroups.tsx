import type { ComponentType, ReactNode } from 'react';
import type { Game } from '@/lib/api/games';
import { DEFAULT_LINE_VIEW } from '@/lib/config/preferences';
import { groupLine, type SportGroup } from '@/lib/line/group';
import { GameRow } from './GameRow';

/**
 * The line's groups as players read them (docs/decisions/line-lists.md): sports, countries and championships,
 * each collapsible with its count; only the sports' headings open with isShowSportsOnly. No hooks,
 * so the server renders it for the default view (LineView) and the browser for any other
 * (LineGroupsLive). `List` holds a championship's rows: a plain list, or on the line's pages one
 * that hydrates when it comes near the screen (LineView: HydrateWhenNear; passed in, so the other
 * pages' first loads do not carry it).
 */
export function LineGroups({ sports, sportsOnly, List = 'ul' }: { sports: readonly SportGroup[]; sportsOnly: boolean; List?: RowList }) {
  return sports.map((sport) => (
    <details key={sport.sportId} className="line-group line-group--sport" open={!sportsOnly}>
      <summary>
        <span>{sport.name}</span>
        <span className="line-group__count">{sport.count}</span>
      </summary>
      {sport.countries.map((country) => {
        const champs = country.champs.map((champ) => (
          <details key={champ.champId} className="line-group line-group--champ" open>
            <summary>
              <span>{champ.name}</span>
              <span className="line-group__count">{champ.games.length}</span>
            </summary>
            <List className="game-list">
              {champ.games.map((game) => (
                <GameRow key={game.id} game={game} showChamp={false} />
              ))}
            </List>
          </details>
        ));
        return country.country ? (
          <details key={country.country} className="line-group line-group--country" open>
            <summary>
              <span>{country.country}</span>
              <span className="line-group__count">{country.champs.reduce((sum, champ) => sum + champ.games.length, 0)}</span>
            </summary>
            {champs}
          </details>
        ) : (
          <div key="all">{champs}</div>
        );
      })}
    </details>
  ));
}

type RowList = ComponentType<{ className: string; children: ReactNode }> | 'ul';

/** A list in the default view, as the server draws it for LineBoard and LiveGames to show as it is. */
export function DefaultLineGroups({ games, sportOrder, List }: { games: readonly Game[]; sportOrder?: readonly number[]; List?: RowList }) {
  return <LineGroups sports={groupLine(games, { ...DEFAULT_LINE_VIEW, sportOrder })} sportsOnly={DEFAULT_LINE_VIEW.sportsOnly} List={List} />;
}
