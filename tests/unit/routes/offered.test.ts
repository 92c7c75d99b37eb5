import { describe, expect, it } from 'vitest';
import { ROUTES } from '@/lib/routes/manifest';
import { href } from '@/lib/routes/href';
import { offeredAudience } from '@/lib/routes/offered';
import { OFFICE_GROUPS, OFFICE_PAGES, officeMenu } from '@/components/office/officePages';
import { siteConfig } from '@/tests/support/guards';

// The menus offer what the manifest and the site config let a visitor open (shell-and-routing.md §5, §6).

describe('a menu link’s audience', () => {
  it('is the route’s access: players for the office, visitors for log in, everyone for the rest', () => {
    expect(offeredAudience(href('ru', 'officeHistory'), null, true)).toBe('players');
    expect(offeredAudience(href('ru', 'officeRecharge'), null, true)).toBe('players');
    expect(offeredAudience(href('ru', 'login'), null, true)).toBe('visitors');
    expect(offeredAudience(href('ru', 'promotions'), null, true)).toBe('all');
  });

  it('leaves out what the site config switches off, as the 404 guard does', () => {
    expect(offeredAudience(href('ru', 'slots'), siteConfig({ forbiddenPaths: ['/slots'] }), true)).toBeNull();
    expect(offeredAudience(href('ru', 'rules', { ruleGroup: '1' }), siteConfig({ availableRouteIds: [39, 72] }), true)).toBeNull();
    expect(offeredAudience(href('ru', 'statistic'), siteConfig({ statisticEnabled: false }), true)).toBeNull();
    expect(offeredAudience(href('ru', 'statistic'), siteConfig({ statisticEnabled: true }), true)).toBe('all');
  });

  it('leaves out a redirect’s source and a page only outside production', () => {
    expect(offeredAudience(href('ru', 'esports'), null, true)).toBeNull();
    expect(offeredAudience(href('ru', 'debugger'), null, true)).toBeNull();
    expect(offeredAudience(href('ru', 'debugger'), null, false)).toBe('all');
  });
});

describe('the office menu', () => {
  const names = (config: Parameters<typeof officeMenu>[1]) => officeMenu('ru', config).flatMap((group) => group.pages.map((page) => page.name));

  it('lists every office page of the manifest that needs no parameter, once', () => {
    const expected = ROUTES.filter((route) => route.page === '(main)/office/[[...path]]' && !route.redirect && !route.pattern.includes(':')).map((route) => route.name);
    expect(OFFICE_PAGES.map((route) => route.name).sort()).toEqual([...expected].sort());
    expect(expected.length).toBeGreaterThanOrEqual(22);
    expect([...names(siteConfig({ identificationEnabled: true }))].sort()).toEqual([...expected].sort());
  });

  it('groups them as account, money, bets, bonuses, security and help, each group holding a page', () => {
    const menu = officeMenu('ru', siteConfig({ identificationEnabled: true }));
    expect(menu.map((group) => group.group)).toEqual([...OFFICE_GROUPS]);
    expect(menu.find((group) => group.group === 'money')?.pages.map((page) => page.name)).toEqual(['officeRecharge', 'officeDeduce', 'officeHistorypay']);
    expect(menu[0]?.pages[0]).toEqual({ name: 'officeAccount', href: '/ru/office/account' });
  });

  it('leaves identification out while its setting is off', () => {
    expect(names(siteConfig({ identificationEnabled: false }))).not.toContain('officeIdentification');
    expect(names(siteConfig({ identificationEnabled: true }))).toContain('officeIdentification');
  });
});
