// Session constants (shell-and-routing.md §4, §8, §9).
/** A failed session check is retried 2 times, 1500 ms apart, then the visitor is a guest. */
export const SESSION_CHECK_RETRIES = 2;
export const SESSION_CHECK_RETRY_MS = 1500;
/** The session status is refreshed every 60 s while the page is visible. */
export const SESSION_POLL_MS = 60000;
/** Where a guest's cookie-agreement time waits until the next sign-in (shell-and-routing.md §4). */
export const COOKIE_AGREE_TIME_STORAGE_KEY = 'cookiesAgreeTime';
/** The query flag that sends a logout home even from a page guests may see (shell-and-routing.md §4). */
export const LOGOUT_HOME_QUERY = 'logoutToHome';
