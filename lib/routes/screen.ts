import type { RouteEntry, RouteScreenKind } from './types';

/** A route's screen as its manifest entry gives it; a route that names none shows the games lead. */
export function screenOf(route: RouteEntry): RouteScreenKind {
  return route.screen ?? { kind: 'lead', lead: 'games' };
}

/** The screens of the casino layout's pages (components/routes/CasinoRouteScreen.tsx), the lead among them. */
export const CASINO_SCREEN_KINDS = [
  'casino',
  'casinoLobby',
  'casinoSearch',
  'casinoThankYou',
  'myCasino',
  'myCasinoFavorites',
  'providers',
  'casinoGame',
  'casinoBonus',
  'tournaments',
  'slotFirstDeposit',
  'lead',
] as const satisfies readonly RouteScreenKind['kind'][];

/** A screen of the casino layout. */
export type CasinoScreenKind = Extract<RouteScreenKind, { kind: (typeof CASINO_SCREEN_KINDS)[number] }>;

export function isCasinoScreen(screen: RouteScreenKind): screen is CasinoScreenKind {
  return (CASINO_SCREEN_KINDS as readonly string[]).includes(screen.kind);
}

/** The casino screens the main layout shows too: a game list (`games`, its landings) and the lead. */
const SHARED_SCREEN_KINDS = ['casino', 'lead'] as const satisfies readonly CasinoScreenKind['kind'][];

/** A screen of the main and headless layouts: any but the casino layout's own. */
export type MainScreenKind = Exclude<RouteScreenKind, { kind: Exclude<CasinoScreenKind['kind'], (typeof SHARED_SCREEN_KINDS)[number]> }>;

export function isMainScreen(screen: RouteScreenKind): screen is MainScreenKind {
  return (SHARED_SCREEN_KINDS as readonly string[]).includes(screen.kind) || !isCasinoScreen(screen);
}
