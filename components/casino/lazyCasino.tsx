'use client';

import dynamic from 'next/dynamic';

// The casino's client parts load with the pages that show them only: the screens reach them through
// RouteScreen, which is on the route file that serves most of the site, where a static import put
// them in every first load — the line's too (docs/decisions/first-load-imports.md). Still rendered on the server.
export const InfiniteGameGrid = dynamic(() => import('./InfiniteGameGrid').then((m) => m.InfiniteGameGrid));
export const GameRow = dynamic(() => import('./GameRow').then((m) => m.GameRow));
export const FavoriteHeart = dynamic(() => import('./favorites/FavoriteHeart').then((m) => m.FavoriteHeart));
export const CasinoSearchScreen = dynamic(() => import('./search/CasinoSearchScreen').then((m) => m.CasinoSearchScreen));
export const MyCasinoScreen = dynamic(() => import('./favorites/MyCasinoScreen').then((m) => m.MyCasinoScreen));
export const MyCasinoFavoritesScreen = dynamic(() => import('./favorites/MyCasinoFavoritesScreen').then((m) => m.MyCasinoFavoritesScreen));
export const MyGamesRows = dynamic(() => import('./MyGamesRows').then((m) => m.MyGamesRows));
