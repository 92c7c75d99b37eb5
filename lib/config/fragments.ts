// Remote page fragment constants (shell spec §4 "Fragment state", §9 "Fragment retries 3, first
// wait 1000 ms, doubled each time. Reload throttle 1000 ms.").

/** Automatic retries after a fragment load fails; after these the refresh button is the only way. */
export const FRAGMENT_RETRIES = 3;
/** Wait before the first automatic retry, ms; each further retry waits twice as long. */
export const FRAGMENT_FIRST_RETRY_MS = 1000;
/** At most one manual reload per this many ms. */
export const FRAGMENT_RELOAD_THROTTLE_MS = 1000;
