'use client';

import type { Game } from '@/lib/api/games';
import { groupLine } from '@/lib/line/group';
import { LineGroups } from './LineGroups';

/** The line's groups drawn in the browser: a player's own view, a time filter, a refreshed list. */
export function LineGroupsLive({ games, sportOrder, byCountry, bestOnTop, sportsOnly }: { games: Game[]; sportOrder?: readonly number[]; byCountry: boolean; bestOnTop: boolean; sportsOnly: boolean }) {
  return <LineGroups sports={groupLine(games, { byCountry, bestOnTop, sportOrder })} sportsOnly={sportsOnly} />;
}
