'use client';

import dynamic from 'next/dynamic';

// Its own chunk, with the page that shows it (see LazyLiveGames.tsx for why).
export const MultiLive = dynamic(() => import('./MultiLive').then((m) => m.MultiLive));
