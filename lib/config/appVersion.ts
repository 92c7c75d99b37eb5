// App update (limits-coupon-auth.md §4 "App update", §9 "App version check loads after 60 s"; shell-and-routing.md §8).

/** Same-origin path that answers the deployed build id (app/version/route.ts). */
export const APP_VERSION_PATH = '/version';
/** The first check runs 60 s after the page loaded. */
export const APP_VERSION_CHECK_DELAY_MS = 60000;
/**
 * Then again every 5 minutes while the page is visible, and on every return to the page. Not in
 * the spec: a deploy is noticed within minutes at one small request per open tab.
 */
export const APP_VERSION_CHECK_INTERVAL_MS = 5 * 60000;
