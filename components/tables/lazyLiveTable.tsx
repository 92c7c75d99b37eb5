'use client';

import dynamic from 'next/dynamic';

// The table loads with a live table's page only (as components/casino/lazyCasinoPlayer.tsx does
// for the game player): a static import would put the felt, the wheel and the cards in the first
// load of every page the route screens serve. Still rendered on the server.
export const LiveTable = dynamic(() => import('./LiveTable').then((m) => m.LiveTable));
