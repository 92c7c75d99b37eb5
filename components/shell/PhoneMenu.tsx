import { getTranslations } from 'next-intl/server';
import { fetchSiteConfig } from '@/lib/api/siteConfig';
import { CASINO_CATEGORIES } from '@/lib/config/casino';
import { categoryHref, categoryKey } from '@/lib/casino/categoryPages';
import { INFO_PAGES, type RouteName } from '@/lib/routes/manifest';
import { href } from '@/lib/routes/href';
import { offeredAudience } from '@/lib/routes/offered';
import type { LinkKind } from '@/lib/navigation/prefetch';
import { officeMenu } from '@/components/office/officePages';
import { SiteMenu, type SiteMenuGroup, type SiteMenuLink } from './SiteMenu';

/**
 * The phone menu's sections of the site (docs/decisions/phone-menu.md), in the order a betting
 * app lists them: the player's office, sport, casino, promotions, then help and information.
 * Every link is a manifest route through `href()`; who may open it and whether the site config
 * switched it off are the manifest's and the config's (lib/routes/offered.ts), never kept here.
 */
export async function PhoneMenu({ lng }: { lng: string }) {
  const [t, tRoutes, tFooter, tCasino, tSupport] = await Promise.all([
    getTranslations('menu'),
    getTranslations('routes'),
    getTranslations('footer'),
    getTranslations('casino'),
    getTranslations('support'),
  ]);
  // The support link names its unread answers (components/office/OfficeNavUnread.tsx).
  const unreadPattern = tSupport.raw('menuUnread') as string;
  // Without the config nothing is left out: a page the config switches off answers 404 itself.
  const config = await fetchSiteConfig().catch(() => null);
  const production = process.env.NODE_ENV === 'production';
  // A player's pages are the office's links, the information pages the footer's
  // (docs/decisions/links-and-prefetch.md); the rest are the menu's own.
  const link = (path: string, label: string, kind: LinkKind = 'navigation'): SiteMenuLink[] => {
    const audience = offeredAudience(path, config, production);
    return audience ? [{ href: path, label, audience, kind: audience === 'players' ? 'office' : kind }] : [];
  };
  const route = (name: RouteName, params?: Record<string, string>) =>
    link(href(lng, name, params), tRoutes(name as 'home')).map((entry) => (name === 'officeSupport' ? { ...entry, unreadPattern } : entry));

  const groups: SiteMenuGroup[] = [
    {
      key: 'office',
      title: t('groups.office'),
      links: officeMenu(lng, config).flatMap(({ pages }) => pages.flatMap((page) => route(page.name))),
    },
    {
      key: 'sport',
      title: t('groups.sport'),
      links: [
        ...route('line'),
        ...route('live'),
        ...route('esportsMain', { type: 'real' }),
        ...route('multiLive'),
        ...route('results'),
        ...route('statistic'),
        ...route('toto'),
        ...route('lotto'),
      ],
    },
    {
      key: 'casino',
      title: t('groups.casino'),
      links: [
        ...route('casinoLobby'),
        ...CASINO_CATEGORIES.flatMap((category) => {
          const path = categoryHref(lng, category);
          return path ? link(path, tCasino(`categoryName.${categoryKey(category)}`)) : [];
        }),
        ...route('providers'),
        ...route('casinoTournaments'),
        ...route('myCasino'),
        ...route('myCasinoFavorites'),
      ],
    },
    {
      key: 'promotions',
      title: t('groups.promotions'),
      links: [...route('promotions'), ...route('casinoBonus'), ...route('promo'), ...route('points'), ...route('games'), ...route('slotFirstDeposit')],
    },
    {
      key: 'help',
      title: t('groups.help'),
      links: [
        ...route('officeSupport'),
        ...link(href(lng, 'rules', { ruleGroup: '1' }), tFooter('rules'), 'footer'),
        ...INFO_PAGES.flatMap((page) => link(href(lng, 'info', { page }), tFooter(`pages.${page}`), 'footer')),
        ...route('payment'),
        ...route('news'),
        ...route('bettingAlphabet'),
        ...route('mobileApp'),
        ...route('desktopApp'),
      ],
    },
  ];
  return <SiteMenu label={t('sections')} groups={groups.filter((group) => group.links.length > 0)} />;
}
