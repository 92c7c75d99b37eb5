import type { RouteEntry } from '@/lib/routes/manifest';
import type { CasinoCategory } from '@/lib/config/casino';

/** What a generic route page shows beside its title: the data the backend already has for it. */
export type Area =
  | { kind: 'casino'; category?: CasinoCategory }
  | { kind: 'providers' }
  | { kind: 'esports' }
  | { kind: 'results' }
  | { kind: 'promotions' }
  | { kind: 'promotion' }
  | { kind: 'office' }
  | { kind: 'settings' }
  | { kind: 'rules' }
  | { kind: 'casinoGame' }
  | { kind: 'team' }
  | { kind: 'lead'; lead: LeadKey };

export type LeadKey =
  | 'toto'
  | 'lotto'
  | 'statistic'
  | 'editorial'
  | 'apps'
  | 'account'
  | 'technical'
  | 'games'
  | 'bonus'
  | 'block'
  | 'payment'
  | 'team';

const CASINO_CATEGORY: Readonly<Record<string, CasinoCategory | undefined>> = {
  slots: 'slots',
  slotsThankYou: 'popular',
  liveCasino: 'live',
  casinoThankYou: 'live',
  crashGames: 'crash',
  fastGames: 'fast',
  fastBet: 'fast',
  keno: 'fast',
  kenoThankYou: 'fast',
  bingo: 'fast',
  scratchcards: 'fast',
  cardGames: 'table',
  asianGames: 'table',
  tvgames: 'table',
  poker: 'table',
  casinoLobby: undefined,
  casinoBrand: 'popular',
  skillGames: 'new',
  othergames: 'new',
  fishinghunting: 'slots',
  virtualsports: 'fast',
  slotFirstDeposit: 'popular',
  games: 'popular',
  bonusGame: 'fast',
  gamesLanding: 'popular',
  myCasinoFavorites: 'popular',
  myCasino: 'popular',
};

const LEAD: ReadonlyArray<[RegExp, LeadKey]> = [
  [/^toto/, 'toto'],
  [/^lotto/, 'lotto'],
  [/^statistic|^champResults$/, 'statistic'],
  [/^(blog|news|bettingAlphabet|bettingAwards|ourPartners|promo|points|cmsLanding|firstBonusLanding)$/, 'editorial'],
  [/^(mobileApp|desktopApp)$/, 'apps'],
  [/^(registration|login|authApp|accountVerify|activateFast|passwordReset|stopNewsletter|confirmTerms|confirm)$/, 'account'],
  [/^(debugger|internalVpn|oldBrowser|technicalError|printCoupon)$/, 'technical'],
  [/^blockPage_/, 'block'],
  [/^(payment|onpayWithdraw)$/, 'payment'],
  [/^(bonus|bonusOffer|casinoBonus\w*|casinoTournaments?)$/, 'bonus'],
];

/** The area of a route, by its name and layout (one table, so every page of a kind looks alike). */
export function areaOf(route: RouteEntry): Area {
  if (route.name === 'officeSettings') return { kind: 'settings' };
  if (route.name.startsWith('office')) return { kind: 'office' };
  if (route.name === 'rules') return { kind: 'rules' };
  if (route.name === 'slotsGame' || route.name === 'liveCasinoGame') return { kind: 'casinoGame' };
  if (route.name === 'team') return { kind: 'team' };
  if (route.name.startsWith('esports')) return { kind: 'esports' };
  if (route.name === 'results' || route.name === 'multiLive' || route.name.startsWith('topEvents')) return { kind: 'results' };
  if (route.name === 'providers') return { kind: 'providers' };
  if (route.name === 'promotions') return { kind: 'promotions' };
  if (route.name === 'promotion') return { kind: 'promotion' };
  if (route.name in CASINO_CATEGORY) return { kind: 'casino', category: CASINO_CATEGORY[route.name] };
  if (route.name === 'casinoSearch') return { kind: 'casino' };
  const lead = LEAD.find(([pattern]) => pattern.test(route.name));
  return { kind: 'lead', lead: lead ? lead[1] : 'games' };
}
