// Idle logoff (shell-and-routing.md §4, §9).
/** Activity that counts as the player being there. */
export const IDLE_ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'resize', 'keydown', 'touchstart', 'touchend', 'wheel'] as const;
/** Activity is recorded at most once per 100 ms. */
export const IDLE_ACTIVITY_THROTTLE_MS = 100;
/** A hidden page pauses its timers after 30 s. */
export const HIDDEN_PAUSE_MS = 30000;
/** The config gives the timeout in minutes. */
export const MINUTE_MS = 60000;
/** Shared by every tab of the site, so activity in one keeps the others signed in. */
export const LAST_ACTIVE_STORAGE_KEY = 'lastActiveTime';
/** Set when an idle logoff happened; the notice shows once after the next login. */
export const AUTO_LOGOFF_FLAG_STORAGE_KEY = 'autoLogoff';
