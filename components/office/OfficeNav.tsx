import { getTranslations } from 'next-intl/server';
import { fetchSiteConfig } from '@/lib/api/siteConfig';
import { officeMenu } from './officePages';
import { OfficeNavList } from './OfficeNavList';

/**
 * The personal office's menu, on each office page: every office page a player may open, by group
 * (docs/decisions/office-screens.md). On a phone it is a disclosure that names the current page;
 * from 768 px every group shows, each on a line of its own that wraps rather than being cut.
 */
export async function OfficeNav({ lng, current }: { lng: string; current: string }) {
  const t = await getTranslations('routes');
  const tOffice = await getTranslations('office');
  const tSupport = await getTranslations('support');
  // The support link names its unread answers (OfficeNavUnread.tsx): the pattern travels raw.
  const unreadPattern = tSupport.raw('menuUnread') as string;
  // Without the config nothing is left out: a page the config switches off answers 404 itself.
  const config = await fetchSiteConfig().catch(() => null);
  const groups = officeMenu(lng, config).map(({ group, pages }) => ({
    key: group,
    title: tOffice(`groups.${group}`),
    links: pages.map((page) => ({
      href: page.href,
      label: t(page.name as 'officeAccount'),
      current: page.name === current,
      ...(page.name === 'officeSupport' ? { unreadPattern } : {}),
    })),
  }));
  const currentLabel = groups.flatMap((group) => group.links).find((link) => link.current)?.label ?? null;
  return <OfficeNavList label={tOffice('menu')} toggleLabel={tOffice('sections')} currentLabel={currentLabel} groups={groups} />;
}
