/**
 * The numbers of the sign-in rules. The spec leaves them open; docs/auth-api.md lists
 * them for the site and for operators.
 */
const MINUTE_MS = 60_000;

/** Failed sign-ins from one client, within the window, after which every password login needs a captcha. */
export const CAPTCHA_AFTER_FAILURES = 3;
/**
 * Failed sign-ins from one client within the window that lock that client's sign-in. Only per
 * client (docs/decisions/sign-in-throttling.md): a lock per account would let anyone lock the real owner out.
 */
export const LOCKOUT_FAILURES = 10;
/**
 * Failed sign-ins (or codes) against one account, from anywhere, within the window, after which
 * every password login to it needs a captcha and its answers are slowed down. Never a lock: the
 * right password with a solved captcha always signs in.
 */
export const ACCOUNT_CAPTCHA_AFTER_FAILURES = 3;
/** The slowdown at that count; it doubles with each further failure up to the cap. */
export const ACCOUNT_SLOWDOWN_BASE_MS = 250;
export const ACCOUNT_SLOWDOWN_MAX_MS = 3000;
/** The window failures are counted in; a lock ends when enough of them are older than this. */
export const FAILURE_WINDOW_MS = 15 * MINUTE_MS;

/** Digits of an SMS, two-step or password-reset code. */
export const CODE_LENGTH = 6;
/** SMS and two-step codes. */
export const CODE_TTL_MS = 5 * MINUTE_MS;
/** A password reset (token and code). */
export const RESET_TTL_MS = 15 * MINUTE_MS;
/** Wrong guesses a code survives; then it is spent and a new one must be asked for. */
export const CODE_MAX_ATTEMPTS = 5;
/** Minimum time between two codes sent to the same phone or account. */
export const RESEND_INTERVAL_MS = 60_000;

/** Digits of a captcha and how long its image and its pass (captcha_token) live. */
export const CAPTCHA_LENGTH = 5;
export const CAPTCHA_TTL_MS = 5 * MINUTE_MS;
export const CAPTCHA_PASS_TTL_MS = 2 * MINUTE_MS;

/** A device fingerprint token (X-Device-Fingerprint). */
export const FINGERPRINT_TTL_MS = 30 * MINUTE_MS;
/** The device-session cookie set by GET /web-api/session. */
export const DEVICE_COOKIE = 'device_session';
export const DEVICE_COOKIE_MAX_AGE_S = 30 * 24 * 3600;

/** `ua` Max-Age when the player asked to be remembered (the site's default cookie lifetime). */
export const REMEMBER_MAX_AGE_S = 24 * 3600;
/** gettoken without force_refresh hands back the current token while it has at least this left. */
export const TOKEN_REUSE_MIN_LEFT_MS = 5 * MINUTE_MS;

/** Social sign-in: the provider page's state, and the social_token a registration form completes. */
export const SOCIAL_STATE_TTL_MS = 10 * MINUTE_MS;
export const SOCIAL_TOKEN_TTL_MS = 15 * MINUTE_MS;
/** A one-time login link (POST /user/auth/login/token). */
export const LOGIN_TOKEN_TTL_MS = 10 * MINUTE_MS;

/** Youngest age a player may register at. */
export const MIN_PLAYER_AGE = 18;

/** Live sessions one player may hold (docs/decisions/auth-sessions.md): opening one more ends the oldest. */
export const MAX_LIVE_SESSIONS = 20;
