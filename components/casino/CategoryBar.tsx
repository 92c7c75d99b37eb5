import { getTranslations } from 'next-intl/server';
import { CASINO_CATEGORIES } from '@/lib/config/casino';
import { categoryHref, categoryKey } from '@/lib/casino/categoryPages';
import { href } from '@/lib/routes/href';
import { CategoryBarLinks, type CategoryBarItem } from './CategoryBarLinks';

/**
 * The casino's category bar (docs/decisions/casino-routes.md), on every casino page: the lobby, every category,
 * the studios and the player's own games. One line that scrolls sideways on a phone; at 1366 px
 * it wraps so every entry shows without scrolling.
 */
export async function CategoryBar({ lng }: { lng: string }) {
  const t = await getTranslations('casino');
  const items: CategoryBarItem[] = [
    { key: 'lobby', href: href(lng, 'casinoLobby'), label: t('lobby') },
    ...CASINO_CATEGORIES.map((category) => ({ key: category, href: categoryHref(lng, category) ?? '', label: t(`categoryName.${categoryKey(category)}`) })),
    { key: 'providers', href: href(lng, 'providers'), label: t('providers') },
    { key: 'myCasino', href: href(lng, 'myCasino'), label: t('myCasino') },
  ];
  return (
    <nav className="category-bar" aria-label={t('categoryBar')}>
      <CategoryBarLinks items={items} />
    </nav>
  );
}
