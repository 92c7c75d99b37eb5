import type { Game, LineSection } from '@/lib/api/games';
import { HydrateWhenNear } from '@/components/ui/HydrateWhenNear';
import { LineBoard } from './LineBoard';
import { DefaultLineGroups } from './LineGroups';

/**
 * A line or live list drawn on the server, with the board's filters and feed around it. For the
 * betting pages' route files, which show it on every page: the board is in their first load. A
 * screen of the shared route file takes the board through lazyBoards instead (TopEventsScreen).
 * A line's rows (up to a few hundred) hydrate when they come near the screen (HydrateWhenNear).
 */
export function LineView({ games, section, sportOrder }: { games: Game[]; section: LineSection; sportOrder?: readonly number[] }) {
  return (
    <LineBoard games={games} section={section} sportOrder={sportOrder}>
      <DefaultLineGroups games={games} sportOrder={sportOrder} List={HydrateWhenNear} />
    </LineBoard>
  );
}
