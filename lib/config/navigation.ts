// In-app navigation: chunk-load failures, the top progress bar, link prefetch (shell-and-routing.md §8, §9).

/** A failed chunk load reloads the page at most once per 60 000 ms ("chunk reload guard"). */
export const CHUNK_RELOAD_GUARD_MS = 60000;
/** Where the time of the last chunk reload waits: per tab, and it survives the reload itself. */
export const CHUNK_RELOAD_STORAGE_KEY = 'chunkReloadAt';

/** The progress bar shows only for a navigation that takes longer than 200 ms (its throttle)… */
export const PROGRESS_BAR_THROTTLE_MS = 200;
/** …and then fills over 5000 ms. */
export const PROGRESS_BAR_DURATION_MS = 5000;
/**
 * How far the bar fills while the page is still on its way (per cent): the rest is left for the
 * moment the new page renders, so a slow page never shows as finished. Not in the spec.
 */
export const PROGRESS_BAR_MAX_PENDING_VALUE = 90;

/** Link prefetch waits up to 2000 ms for idle time. */
export const LINK_PREFETCH_IDLE_MS = 2000;
/** Connection types on which links are never prefetched (with save-data, shell-and-routing.md §9). */
export const LINK_PREFETCH_SKIPPED_CONNECTIONS: readonly string[] = ['slow-2g', '2g'];
