import { describe, expect, it } from 'vitest';
import { routeByName } from '@/lib/routes/manifest';
import { screenOf } from '@/lib/routes/screen';

// The manifest picks each page's screen (issue 10 point 5): no second table of names.
describe('screenOf', () => {
  it.each([
    ['officeSettings', { kind: 'settings' }],
    ['officeHistory', { kind: 'betHistory' }],
    ['officePaycheck', { kind: 'paycheck' }],
    ['officeHistorypay', { kind: 'paymentHistory' }],
    ['officeRecharge', { kind: 'recharge' }],
    ['officeDeduce', { kind: 'deduce' }],
    ['officeResponsible', { kind: 'responsible' }],
    ['officeBonusesDeposit', { kind: 'office' }],
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
    ['games', { kind: 'casino', tag: 'popular' }],
    ['casinoThankYou', { kind: 'casinoThankYou', category: 'live' }],
    ['casinoLobby', { kind: 'casinoLobby' }],
    ['casinoSearch', { kind: 'casinoSearch' }],
    ['myCasino', { kind: 'myCasino' }],
    ['myCasinoFavorites', { kind: 'myCasinoFavorites' }],
    ['champResults', { kind: 'champResults' }],
    ['casinoTournament', { kind: 'lead', lead: 'bonus' }],
    ['blockPage_block-ua', { kind: 'lead', lead: 'block' }],
    ['onpayWithdraw', { kind: 'lead', lead: 'payment' }],
    ['printCoupon', { kind: 'printCoupon' }],
    ['home', { kind: 'lead', lead: 'games' }],
  ])('%s shows %o', (name, screen) => {
    expect(screenOf(routeByName(name))).toEqual(screen);
  });
});
