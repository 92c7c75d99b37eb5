// Constants of the sign-in forms (limits-coupon-auth.md §3 "Auth form state", §4 "Authentication", §5, §8;
// shell-and-routing.md §3 phone country and mask). The API paths are in the endpoint files of lib/api.

/** The forms of the login UI, named as the spec's auth form state names them. */
export const AUTH_FORMS = ['login_password', 'phone_password', 'sms', 'login_password_two_step_code'] as const;
export type AuthForm = (typeof AUTH_FORMS)[number];

/** The forms a visitor picks from; the two-step code form only follows a password when the server asks. */
export const LOGIN_METHODS = ['login_password', 'phone_password', 'sms'] as const satisfies readonly AuthForm[];
export type LoginMethod = (typeof LOGIN_METHODS)[number];

/** Default values of the forms (limits-coupon-auth.md §3: default values login, phone, remember). */
export const AUTH_DEFAULT_VALUES = { login: '', phone: '', remember: true } as const;

/**
 * `errors[].code` values the login forms react to (the backend contract, docs/auth-api.md).
 * `too_many_attempts` comes with HTTP 429; its detail says when to try again and is shown as sent.
 */
export const LOGIN_ERROR_CODE = {
  wrongCredentials: 'wrong_credentials',
  captchaRequired: 'captcha_required',
  captchaInvalid: 'captcha_invalid',
  tooManyAttempts: 'too_many_attempts',
  codeInvalid: 'code_invalid',
  codeExpired: 'code_expired',
  validation: 'validation',
  /** Today's session limit is used up (limits-coupon-auth.md §4, §8): no sign-in until tomorrow. */
  sessionLimitEnded: 'session_limit_ended',
} as const;
export type LoginErrorCode = (typeof LOGIN_ERROR_CODE)[keyof typeof LOGIN_ERROR_CODE];

/** The lockout answer's status. */
export const TOO_MANY_ATTEMPTS_STATUS = 429;

/** An SMS code may be asked for again after 60 s (the backend throttles a resend the same way). */
export const SMS_RESEND_S = 60;
/** The resend countdown ticks once a second. */
export const SMS_RESEND_TICK_MS = 1000;

/** SMS and two-step codes are digits; lengths are the backend's, this only bounds what is typed. */
export const CODE_MIN_DIGITS = 4;
export const CODE_MAX_DIGITS = 8;

/** A login is an e-mail, a login name or a user id; anything longer is not one of ours. */
export const LOGIN_MAX_LENGTH = 100;
export const PASSWORD_MAX_LENGTH = 128;

/** Phone number length in digits when the country has no mask (E.164 allows 15 in all). */
export const PHONE_FALLBACK_MIN_DIGITS = 5;
export const PHONE_FALLBACK_MAX_DIGITS = 15;

/** Below this width the header's "Log in" opens the login modal instead of the dropdown (shell.css). */
export const LOGIN_DROPDOWN_MIN_WIDTH_PX = 768;

/**
 * The phone country picked first for a language (before the visitor picks one); the spec's default
 * geo country `ru` (limits-coupon-auth.md §9) comes after it, then the list's first.
 */
export const PHONE_COUNTRY_BY_LANGUAGE: Readonly<Record<string, string>> = {
  ru: 'ru',
  uk: 'ua',
  kk: 'kz',
  az: 'az',
  uz: 'uz',
  tr: 'tr',
};
