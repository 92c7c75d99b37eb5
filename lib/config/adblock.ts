// Ad-blocker notice (shell-and-routing.md §8).

/**
 * A same-origin script ad blockers refuse by its name (public/ads.js, an empty file). Browsers
 * without a blocker load it; the middleware lets it through without a language prefix.
 */
export const ADBLOCK_BAIT_SCRIPT_PATH = '/ads.js';
/** Class names cosmetic filters hide; a bait element with them collapses under a blocker. */
export const ADBLOCK_BAIT_CLASSES = 'adsbox ad-banner ad-placement textads banner-ads';
/** A bait that neither loaded nor failed by then counts as loaded (a slow network is no blocker). */
export const ADBLOCK_PROBE_TIMEOUT_MS = 5000;
/** The notice shows once per browser session (tab). */
export const ADBLOCK_NOTICE_STORAGE_KEY = 'adblockNoticeShown';
