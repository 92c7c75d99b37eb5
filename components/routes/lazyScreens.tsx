'use client';

import dynamic from 'next/dynamic';

// The settings screen, shown by its one route, loads with that page only: RouteScreen is on the
// route file that serves most of the site, where a static import put it in every first load
// (issue 10 point 3). Still rendered on the server.
export const SettingsScreen = dynamic(() => import('@/components/settings/SettingsScreen').then((m) => m.SettingsScreen));
// The bet history and the coupon check, each on its office page only, for the same reason.
export const BetHistory = dynamic(() => import('@/components/bets/BetHistory').then((m) => m.BetHistory));
export const Paycheck = dynamic(() => import('@/components/bets/Paycheck').then((m) => m.Paycheck));
