'use client';

import dynamic from 'next/dynamic';

// The live block for screens that show it on some routes only (a section screen on live, the
// events block of results and e-sports). A client component a server module imports is loaded by
// every page of that route file, so a static import put the block and swr in the
// first load of /line and /slots, which never show it (docs/decisions/first-load-imports.md). Through next/dynamic it
// is still rendered on the server, and its chunk comes with the pages that render it.
export const LiveGames = dynamic(() => import('./LiveGames').then((m) => m.LiveGames));
