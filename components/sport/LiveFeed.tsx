'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { LineSection } from '@/lib/api/games';
import { feedMode, watchGames } from '@/lib/live/pageFeed';

/**
 * Keeps the games of a block live (docs/decisions/live-feed.md): the page's one feed follows them while the
 * block is on screen: their main markets (a list's), or every one (`allMarkets`, an event page).
 * While the stream is down the prices come every few seconds, and a quiet note says so.
 */
export function LiveFeed({ gameIds, section, sportId, allMarkets }: { gameIds: readonly number[]; section: LineSection; sportId?: number; allMarkets?: boolean }) {
  const t = useTranslations('line');
  const lng = useLocale();
  const key = gameIds.join(',');
  useEffect(() => {
    if (!key) return;
    return watchGames(key.split(',').map(Number), { section, lng, sportId }, allMarkets);
  }, [key, section, lng, sportId, allMarkets]);
  const polling = useSyncExternalStore(feedMode.subscribe, () => feedMode.get() === 'polling', () => false);
  return polling ? (
    <p className="feed-note" role="status">
      {t('feedPolling')}
    </p>
  ) : null;
}
