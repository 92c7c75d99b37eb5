'use client';

import dynamic from 'next/dynamic';

// The sport screens' client boards. RouteScreen serves most of the site from one route file, so a
// board its screen imported statically came with every page of that file (the casino's and the
// office's too; docs/decisions/first-load-imports.md). Through next/dynamic each is still rendered on the
// server, and its chunk comes with the pages that show it.
export const LineBoard = dynamic(() => import('./LineBoard').then((m) => m.LineBoard));
export const MarketBoard = dynamic(() => import('./MarketBoard').then((m) => m.MarketBoard));
export const ResultsBoard = dynamic(() => import('./ResultsBoard').then((m) => m.ResultsBoard));
