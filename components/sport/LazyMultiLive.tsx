'use client';

import { lazyPart } from '@/components/ui/lazyPart';

// Its own chunk, with the page that shows it (see LazyLiveGames.tsx for why).
export const MultiLive = lazyPart(() => import('./MultiLive').then((m) => m.MultiLive));
