import type { RouteEntry, RouteScreenKind } from '@/lib/routes/types';
import { screenOf } from '@/lib/routes/screen';
import type { ScreenMessagesName } from '@/lib/config/clientMessages';

/** Screens of the generic route page whose client components need words beyond the shell's. */
const BY_KIND: Partial<Record<RouteScreenKind['kind'], ScreenMessagesName>> = {
  office: 'office',
  settings: 'settings',
  esports: 'sport',
  results: 'results',
  multiLive: 'sport',
  recharge: 'office',
  deduce: 'office',
  responsible: 'office',
  paymentHistory: 'office',
  paymentRequests: 'office',
  createPaymentRequest: 'office',
  topEvents: 'sport',
  champResults: 'results',
  team: 'sport',
  betHistory: 'bets',
  paycheck: 'bets',
  security: 'office',
  verification: 'office',
  support: 'office',
  shareIdea: 'office',
  accountLink: 'accountLink',
  bonuses: 'office',
  cashback: 'office',
  officePromotion: 'office',
  bringFriend: 'office',
  rewards: 'office',
  points: 'offers',
  bonus: 'offers',
  casinoBonus: 'offers',
  cmsLanding: 'offers',
  firstBonus: 'offers',
  // The casino's rest: a table on a game's page, tournaments, bonus games, the casino's landings.
  casinoGame: 'tables',
  tournaments: 'tournaments',
  bonusGames: 'bonusGames',
  gamesLanding: 'casinoLandings',
  slotFirstDeposit: 'casinoLandings',
  // A promotion's page has its "take part" (components/offers/TakePart.tsx).
  promotion: 'offers',
};

/** Pages whose screen shows the sign-in or registration forms in the page itself. */
const BY_NAME: Partial<Record<string, ScreenMessagesName>> = {
  login: 'auth',
  authApp: 'auth',
  registration: 'auth',
};

/**
 * Which screen list a manifest page adds to the shell's messages: the line and live pages (an
 * entry with a section) and the screens showing events are the sport's, the office the office's.
 * A page with a screen component of its own may name its list instead (routePage's option).
 */
export function screenMessagesOf(route: RouteEntry): ScreenMessagesName | undefined {
  if (route.section) return 'sport';
  // The casino layout gives every casino page the casino's words; a main-layout page listing games
  // (`games`, a games landing) brings them itself.
  if (screenOf(route).kind === 'casino') return route.layout === 'casino' ? undefined : 'casino';
  const named = BY_NAME[route.name];
  if (named) return named;
  return BY_KIND[screenOf(route).kind];
}
