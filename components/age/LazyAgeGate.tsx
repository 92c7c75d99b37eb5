'use client';

import dynamic from 'next/dynamic';

// The gate is rendered on the server where the site config turns it on (ServerAgeGate); through
// next/dynamic its code comes with those pages only, not with every page's first load.
export const LazyAgeGate = dynamic(() => import('./AgeGate').then((module) => module.AgeGate));
