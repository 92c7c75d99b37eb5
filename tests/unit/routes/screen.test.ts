import { describe, expect, it } from 'vitest';
import { ROUTES, routeByName } from '@/lib/routes/manifest';
import { isCasinoScreen, isMainScreen, screenOf } from '@/lib/routes/screen';

// The manifest picks each page's screen (docs/decisions/manifest-screens.md): no second table of names.
describe('screenOf', () => {
  it.each([
    ['officeSettings', { kind: 'settings' }],
    ['officeHistory', { kind: 'betHistory' }],
    ['officePaycheck', { kind: 'paycheck' }],
    ['officeHistorypay', { kind: 'paymentHistory' }],
    ['officeRecharge', { kind: 'recharge' }],
    ['officeDeduce', { kind: 'deduce' }],
    ['officeResponsible', { kind: 'responsible' }],
    ['officeBonusesDeposit', { kind: 'bonuses' }],
    ['officeVipCashback', { kind: 'cashback', programme: 'vip' }],
    ['officeAccount', { kind: 'office' }],
    ['rules', { kind: 'rules' }],
    ['slotsGame', { kind: 'casinoGame' }],
    ['team', { kind: 'team' }],
    ['esportsChamp', { kind: 'esports' }],
    ['multiLive', { kind: 'multiLive' }],
    ['results', { kind: 'results' }],
    ['topEventsHome', { kind: 'topEvents' }],
    ['providers', { kind: 'providers' }],
    ['promotion', { kind: 'promotion' }],
    ['crashGames', { kind: 'casino', category: 'crash-games' }],
    ['casinoBrand', { kind: 'casino', category: 'brand' }],
    ['games', { kind: 'bonusGames' }],
    ['bonusGame', { kind: 'bonusGames' }],
    ['gamesLanding', { kind: 'gamesLanding' }],
    ['slotFirstDeposit', { kind: 'slotFirstDeposit' }],
    ['casinoThankYou', { kind: 'casinoThankYou', category: 'live' }],
    ['casinoLobby', { kind: 'casinoLobby' }],
    ['casinoSearch', { kind: 'casinoSearch' }],
    ['myCasino', { kind: 'myCasino' }],
    ['myCasinoFavorites', { kind: 'myCasinoFavorites' }],
    ['champResults', { kind: 'champResults' }],
    ['casinoTournaments', { kind: 'tournaments' }],
    ['casinoTournament', { kind: 'tournaments' }],
    ['blockPage_block-ua', { kind: 'lead', lead: 'block' }],
    ['onpayWithdraw', { kind: 'lead', lead: 'payment' }],
    ['printCoupon', { kind: 'printCoupon' }],
    ['home', { kind: 'lead', lead: 'games' }],
  ])('%s shows %o', (name, screen) => {
    expect(screenOf(routeByName(name))).toEqual(screen);
  });
});

// A casino page's script carries only the casino's screens, a main page's none of them: each layout
// has its own screen component (components/routes/CasinoRouteScreen.tsx, RouteScreen.tsx), which
// throws on a screen of the other's.
describe('the screens of each layout', () => {
  const withPage = ROUTES.filter((route) => route.page !== undefined);

  it('are the casino screens for every page of the casino layout, and only there', () => {
    const casinoPages = withPage.filter((route) => route.page!.startsWith('(casino)/'));
    expect(casinoPages.map((route) => route.name)).toEqual(expect.arrayContaining(['slots', 'casinoLobby', 'slotsGame', 'poker', 'casinoBonus']));
    for (const route of casinoPages) expect(isCasinoScreen(screenOf(route)), route.name).toBe(true);
    for (const route of withPage.filter((entry) => !entry.page!.startsWith('(casino)/'))) {
      expect(isMainScreen(screenOf(route)), route.name).toBe(true);
    }
  });

  it('share only a game list and the lead', () => {
    expect(isMainScreen(screenOf(routeByName('games')))).toBe(true);
    expect(isCasinoScreen({ kind: 'lead', lead: 'games' }) && isMainScreen({ kind: 'lead', lead: 'games' })).toBe(true);
    for (const kind of ['casinoLobby', 'casinoSearch', 'myCasino', 'myCasinoFavorites', 'providers', 'casinoGame'] as const) {
      expect(isMainScreen({ kind }), kind).toBe(false);
    }
    expect(isCasinoScreen({ kind: 'results' })).toBe(false);
  });
});
