'use client';

import { lazyPart } from '@/components/ui/lazyPart';

// The casino's client parts load with the pages that show them only: the screens reach them through
// RouteScreen, which is on the route file that serves most of the site, where a static import put
// them in every first load — the line's too (issue 10 point 3). Still rendered on the server.
export const InfiniteGameGrid = lazyPart(() => import('./InfiniteGameGrid').then((m) => m.InfiniteGameGrid));
export const GameRow = lazyPart(() => import('./GameRow').then((m) => m.GameRow));
export const FavoriteHeart = lazyPart(() => import('./favorites/FavoriteHeart').then((m) => m.FavoriteHeart));
export const CasinoSearchScreen = lazyPart(() => import('./search/CasinoSearchScreen').then((m) => m.CasinoSearchScreen));
export const MyCasinoScreen = lazyPart(() => import('./favorites/MyCasinoScreen').then((m) => m.MyCasinoScreen));
export const MyCasinoFavoritesScreen = lazyPart(() => import('./favorites/MyCasinoFavoritesScreen').then((m) => m.MyCasinoFavoritesScreen));
export const MyGamesRows = lazyPart(() => import('./MyGamesRows').then((m) => m.MyGamesRows));
