// The line's push feed as the browser uses it (docs/line-feed.md, docs/decisions/live-feed.md).

/** The feed's path: the site's own route handler (app/web-api/line/feed) passes the backend's stream on. */
export const LINE_FEED_PATH = '/web-api/line/feed';

/** The snapshot the feed starts from, and what a page polls while the stream is down. */
export const LINE_SNAPSHOT_PATH = '/web-api/line/snapshot';

/** The backend filters the feed by game for up to this many ids; a longer list takes the whole feed. */
export const FEED_MAX_GAME_IDS = 200;

/** While the stream is down, the page reads the snapshot this often (and says so, quietly). */
export const FEED_POLL_MS = 5000;

/** A stream that failed for good (not the browser's own retry) is opened again after this long. */
export const FEED_RECONNECT_MS = 10_000;

/**
 * At most this many feed events are written in one frame; the rest wait for the next frames. A
 * store update re-renders its cells synchronously (useSyncExternalStore cannot be time-sliced), so
 * a burst of 1 500 price changes (every live price at once) would be one long task: spread over a
 * few frames, each stays far under 50 ms (measured in `npm run bench`).
 */
// A frame reads and checks its share of messages too (lib/live/lineFeed.ts): 60 keeps a frame far
// under 50 ms, and a move of every price on /ru/live (≈530) is on screen within 9 frames.
export const FEED_EVENTS_PER_FRAME = 60;

/** A price that moved shows its direction this long (the up or down flash). */
export const PRICE_FLASH_MS = 1600;

/** Finished games per page of the results. */
export const RESULTS_PAGE_SIZE = 20;
