'use client';

import dynamic from 'next/dynamic';

// The game's player loads with a game page only: CasinoGameScreen sits under RouteScreen, which
// serves most of the site's routes, where a static import would put the player (its frame, its
// message checks, the rights and limits calls) in their first load. Still rendered on the server.
export const CasinoPlayer = dynamic(() => import('./CasinoPlayer').then((m) => m.CasinoPlayer));
