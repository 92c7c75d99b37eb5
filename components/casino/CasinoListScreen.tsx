import { getTranslations } from 'next-intl/server';
import { fetchCasinoCategories } from '@/lib/api/casinoCategories';
import { fetchCasinoGamesPage } from '@/lib/api/casinoGamesPage';
import { settle } from '@/lib/api/settle';
import { CASINO_PAGE_SIZE, CASINO_TAG_FILTERS, type CasinoListQuery } from '@/lib/config/casino';
import { categoryHref } from '@/lib/casino/categoryPages';
import { href } from '@/lib/routes/href';
import { RefreshErrorState } from '@/components/ui/RefreshErrorState';
import { Tabs, type Tab } from '@/components/ui/Tabs';
import { InfiniteGameGrid } from './lazyCasino';

/**
 * A casino list page (a category, its subcategory, a tag or a studio, docs/decisions/casino-catalogue-api.md): the
 * subcategories of slots and live casino as tabs, then the games, growing as the player scrolls
 * (the game-tile skeleton, shell-and-routing.md §9, stands in for each next page).
 * The first games come with the page, in no Suspense boundary of their own: React 19.2 holds a
 * boundary revealed after the first paint back until 300 ms after it, which made the first
 * tiles' art the page's largest paint 300–350 ms late (docs/decisions/casino-lists.md).
 */
export function CasinoListScreen({ lng, query, label }: { lng: string; query: CasinoListQuery; label: string }) {
  return (
    <>
      {query.category === 'slots' || query.category === 'live' ? <SubcategoryTabs lng={lng} query={query} /> : null}
      <FirstPage lng={lng} query={query} label={label} />
    </>
  );
}

async function FirstPage({ lng, query, label }: { lng: string; query: CasinoListQuery; label: string }) {
  const [page, t] = await Promise.all([settle(fetchCasinoGamesPage(query, lng, 1, CASINO_PAGE_SIZE)), getTranslations('casinoLobby.grid')]);
  if (!page.ok) return <RefreshErrorState />;
  if (page.data.total === 0) return <p className="empty-state">{t('empty')}</p>;
  // The count is written here: in the browser its plural's number would start ICU (lib/preferences/rowTime.ts says why).
  return <InfiniteGameGrid lng={lng} query={query} first={page.data} pageSize={CASINO_PAGE_SIZE} label={label} count={t('count', { count: page.data.total })} />;
}

/** All, the backend's subcategories with their counts, and for slots the tags (`slots/new`). */
async function SubcategoryTabs({ lng, query }: { lng: string; query: CasinoListQuery }) {
  const [categories, t] = await Promise.all([settle(fetchCasinoCategories(lng)), getTranslations('casino')]);
  const parent = query.category ?? '';
  const all = categoryHref(lng, parent);
  if (!categories.ok || !all) return null;
  const tabs: Tab[] = [{ key: 'all', href: all, label: t('all'), current: !query.subcategory && !query.tag }];
  for (const category of categories.data) {
    const to = category.parent === parent ? categoryHref(lng, category.id) : null;
    if (to) tabs.push({ key: category.id, href: to, label: `${category.name} ${category.gamesCount}`, current: `${parent}/${query.subcategory}` === category.id });
  }
  if (parent === 'slots') {
    for (const tag of CASINO_TAG_FILTERS) {
      tabs.push({ key: tag, href: href(lng, 'slots', { subcategory: tag }), label: t(`tagName.${tag}`), current: query.tag === tag });
    }
  }
  return (
    <div className="casino-subcategories">
      <Tabs label={t('subcategories')} tabs={tabs} />
    </div>
  );
}
