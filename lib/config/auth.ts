// Constants of the API client's authentication rules (limits-coupon-auth.md §4, §7, §8, §9).

/** A token refresh (in flight or done) is reused for 60 s (limits-coupon-auth.md §4, §9). */
export const TOKEN_REUSE_WINDOW_MS = 60000;
/** The device session is loaded 8 s after the page is ready (limits-coupon-auth.md §7, §9). */
export const SESSION_LOAD_DELAY_MS = 8000;
/**
 * Failed fingerprint fetches (bad answer or no answer) counted before the client stops asking
 * (limits-coupon-auth.md §8: "retrying stops at a limit (value not shown)"). Not in the spec: docs/decisions/api-client.md.
 */
export const FINGERPRINT_RETRY_LIMIT = 3;

/** The calls of limits-coupon-auth.md §7 the client itself makes. */
export const TOKEN_PATH = '/web-api/user/gettoken?force_refresh=true';
export const SESSION_LOAD_PATH = '/web-api/session';
export const FINGERPRINT_PATH = '/web-api/fingerprint';

/** Header the device fingerprint's token travels in once the client has one. */
export const FINGERPRINT_HEADER = 'X-Device-Fingerprint';

/** `errors[].code` values the client reacts to (limits-coupon-auth.md §8; the backend's JSON:API codes). */
export const API_ERROR_CODE = {
  captchaRequired: 'captcha_required',
  fingerprintRequired: 'fingerprint_required',
} as const;

/** The body field a captcha token is sent back in when the request is retried. */
export const CAPTCHA_BODY_FIELD = 'captcha';

/** HTTP 451 with this `exception_code` means the terms changed: go to confirm-terms (limits-coupon-auth.md §8). */
export const TERMS_CHANGED_STATUS = 451;
export const TERMS_CHANGED_EXCEPTION_CODE = 1;

/** Status the client gives a request the page cancelled (limits-coupon-auth.md §8). */
export const REQUEST_CANCELLED_STATUS = 499;
/** Message of a request that got no answer at all (limits-coupon-auth.md §8). */
export const NETWORK_FAILURE_MESSAGE = 'Failed to fetch';

/**
 * The home page opens the forgot-password modal when this query is present (limits-coupon-auth.md §2). Here,
 * not with the registration's rules: the home page's first load needs only this one.
 */
export const FORGOT_PASSWORD_QUERY = 'showForgotPasswordModal';
