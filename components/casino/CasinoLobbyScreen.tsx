import { getTranslations } from 'next-intl/server';
import { fetchCasinoPreview } from '@/lib/api/casinoPreview';
import { settle } from '@/lib/api/settle';
import { CASINO_CATEGORIES, CASINO_TAG_FILTERS, type CasinoCategory, type CasinoTagFilter } from '@/lib/config/casino';
import { categoryHref, categoryKey } from '@/lib/casino/categoryPages';
import { RefreshErrorState } from '@/components/ui/RefreshErrorState';
import { GameRow, MyGamesRows } from './lazyCasino';

/** Rows drawn with the page; the rest ask for their games as the player scrolls down to them. */
const ROWS_WITH_PAGE = 4;

const isTag = (id: string): id is CasinoTagFilter => (CASINO_TAG_FILTERS as readonly string[]).includes(id);
const isCategory = (id: string): id is CasinoCategory => (CASINO_CATEGORIES as readonly string[]).includes(id);

/**
 * The casino lobby (`casino-lobby`, docs/decisions/casino-list-paging.md): a row per group of the games preview
 * (shell-and-routing.md §7) — popular, new, jackpots, exclusives, then each category with a link to its page;
 * above them a signed-in player's games to continue and his favourites.
 */
export async function CasinoLobbyScreen({ lng }: { lng: string }) {
  const [preview, t] = await Promise.all([settle(fetchCasinoPreview({ lng, whence: 'lobby' })), getTranslations('casino')]);
  if (!preview.ok) return <RefreshErrorState />;
  const rows = preview.data.groups.flatMap(({ id, games }): { id: string; games: typeof games; title: string; moreHref?: string }[] => {
    if (isTag(id)) return [{ id, games, title: t(`tagName.${id}`), moreHref: undefined }];
    if (isCategory(id)) return [{ id, games, title: t(`categoryName.${categoryKey(id)}`), moreHref: categoryHref(lng, id) ?? undefined }];
    return [];
  });
  return (
    <div className="casino-lobby">
      <MyGamesRows />
      {rows
        .filter((row) => row.games.length > 0)
        .map((row, index) => (
          <GameRow
            key={row.id}
            lng={lng}
            groupId={row.id}
            title={row.title}
            moreHref={row.moreHref}
            games={index < ROWS_WITH_PAGE ? row.games : []}
            deferred={index >= ROWS_WITH_PAGE}
            priority={index < 2}
          />
        ))}
    </div>
  );
}
