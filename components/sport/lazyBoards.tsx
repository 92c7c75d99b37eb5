'use client';

import { lazyPart } from '@/components/ui/lazyPart';

// The sport screens' client boards. RouteScreen serves most of the site from one route file, so a
// board its screen imported statically came with every page of that file (the casino's and the
// office's too, ≈6 kB gzip; issue 10 point 3). Through lazyPart each is still rendered on the
// server, and its chunk comes with the pages that show it.
export const LineBoard = lazyPart(() => import('./LineBoard').then((m) => m.LineBoard));
export const MarketBoard = lazyPart(() => import('./MarketBoard').then((m) => m.MarketBoard));
export const ResultsBoard = lazyPart(() => import('./ResultsBoard').then((m) => m.ResultsBoard));
