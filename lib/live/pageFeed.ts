import { fetchLineSnapshot, type LineSnapshotQuery } from '@/lib/api/lineSnapshot';
import { gameStore, priceStore, suspendedStore } from '@/lib/odds/priceStore';
import { createLineFeed, type FeedMode, type LineFeed } from './lineFeed';

/**
 * One feed per page, shared by every list and event on it (one stream, not one per block): each
 * watcher names its games, the stream follows their union, and it closes when the last one goes.
 * The snapshot it starts from is the first watcher's section. The stream carries every market
 * while a watcher shows them all (an event page), else the lists' main markets only.
 */
interface Watcher {
  ids: readonly number[];
  query: LineSnapshotQuery;
  all?: boolean;
}

const watchers = new Set<Watcher>();
const modeListeners = new Set<() => void>();
let feed: LineFeed | null = null;
/** The snapshot query the feed was made for: another page's first block makes a new feed. */
let feedQuery = '';
let mode: FeedMode = 'stream';
let pending = false;

function setMode(next: FeedMode) {
  mode = next;
  for (const listener of modeListeners) listener();
}

const keyOf = (query: LineSnapshotQuery) => `${query.section}|${query.lng}|${query.sportId ?? ''}`;

function update() {
  pending = false;
  if (watchers.size === 0) {
    feed?.stop();
    feed = null;
    setMode('stream');
    return;
  }
  // The feed stays while a block of its query is on the page (blocks come and go as lists refresh);
  // after a navigation to another section, the new page's first block makes a new one.
  if (feed && ![...watchers].some((watcher) => keyOf(watcher.query) === feedQuery)) {
    feed.stop();
    feed = null;
    setMode('stream');
  }
  if (!feed) {
    const [first] = watchers;
    const { query } = first as Watcher;
    feedQuery = keyOf(query);
    feed = createLineFeed({
      stores: { prices: priceStore, suspended: suspendedStore, games: gameStore },
      snapshot: () => fetchLineSnapshot(query),
      open: (url) => new EventSource(url),
      frame: (callback) => requestAnimationFrame(callback),
      onMode: setMode,
    });
  }
  const list = [...watchers];
  feed.setGames(
    list.flatMap((watcher) => watcher.ids),
    list.some((watcher) => watcher.all),
  );
}

/** The page follows these games (all their markets or the main ones) while the returned function is not called. */
export function watchGames(ids: readonly number[], query: LineSnapshotQuery, allMarkets?: boolean): () => void {
  const watcher: Watcher = { ids, query, all: allMarkets };
  watchers.add(watcher);
  // The blocks of one render come together: one stream for all of them.
  if (!pending) {
    pending = true;
    queueMicrotask(update);
  }
  return () => {
    watchers.delete(watcher);
    if (!pending) {
      pending = true;
      queueMicrotask(update);
    }
  };
}

export const feedMode = {
  get: (): FeedMode => mode,
  subscribe(listener: () => void): () => void {
    modeListeners.add(listener);
    return () => modeListeners.delete(listener);
  },
};
