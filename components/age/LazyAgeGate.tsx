'use client';

import { lazyPart } from '@/components/ui/lazyPart';

// The gate is rendered on the server where the site config turns it on (ServerAgeGate); through
// lazyPart its code comes with those pages only, not with every page's first load.
export const LazyAgeGate = lazyPart(() => import('./AgeGate').then((module) => module.AgeGate));
