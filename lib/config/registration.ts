// Constants of registration, password recovery and social sign-in (limits-coupon-auth.md §3 "Other", §4
// "Authentication"; shell-and-routing.md §3, §7, §8).

/**
 * The registration types by their analytics (and URL) names, each with the API type it posts to
 * (limits-coupon-auth.md §3: fast_reg, phone_reg, full_reg, soc_reg; pay and play has no API name in the
 * spec, the backend calls it pay_and_play).
 */
export const REGISTRATION_API_TYPE = {
  one_click: 'fast_reg',
  phone: 'phone_reg',
  full: 'full_reg',
  social: 'soc_reg',
  'pay-and-play': 'pay_and_play',
} as const;

export type RegistrationType = keyof typeof REGISTRATION_API_TYPE;
export type RegistrationApiType = (typeof REGISTRATION_API_TYPE)[RegistrationType];

/** The tabs of the registration form, in the order shown. */
export const REGISTRATION_TYPES = Object.keys(REGISTRATION_API_TYPE) as RegistrationType[];

/** The type shown when none is asked for. */
export const DEFAULT_REGISTRATION_TYPE: RegistrationType = 'one_click';

/**
 * The registration page's type segment for the second step of a social registration, after the
 * provider round trip (shell-and-routing.md §2: "registration/{type}, where type socialregistration").
 */
export const SOCIAL_REGISTRATION_SEGMENT = 'socialregistration';

/** Bonus choices (limits-coupon-auth.md §3): 0 decline, 1 sport, 2 casino. */
export const BONUS_CHOICE = { decline: 0, sport: 1, casino: 2 } as const;
export type BonusChoice = (typeof BONUS_CHOICE)[keyof typeof BONUS_CHOICE];

/** Social providers (limits-coupon-auth.md §3), in the spec's order. */
export const SOCIAL_PROVIDERS = [
  'google',
  'vk',
  'ok',
  'fb',
  'mailru',
  'yandex',
  'telegram',
  'kakaotalk',
  'twitter',
  'itsme',
  'twitch',
  'metamask',
  'line',
  'linkedin',
  'apple',
  'discord',
] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** The password rule of the auth contract: at least 8 characters with a letter and a digit. */
export const PASSWORD_MIN_LENGTH = 8;
/** Players must be adults: a full registration's birth date is 18 or more years ago. */
export const REGISTRATION_MIN_AGE = 18;


/** Google One Tap (shell-and-routing.md §7, §8). */
export const GOOGLE_ONE_TAP_SCRIPT_URL = 'https://accounts.google.com/gsi/client';
export const GOOGLE_ONE_TAP_SCRIPT_ERROR = 'Failed to load the Google One Tap script';
/**
 * Google's One Tap double submit: the same random value as this cookie and as this body field.
 * The site posts the credential itself, so it sets the cookie just before (1 min is plenty).
 */
export const GOOGLE_CSRF_TOKEN = 'g_csrf_token';
export const GOOGLE_CSRF_TOKEN_MAX_AGE_S = 60;

/** The social sign-in calls (shell-and-routing.md §7; the authorize path is the reference backend's). */
export const SOCIAL_API = {
  authorize: (provider: SocialProvider) => `/social-api/oauth/${provider}/authorize`,
  oneTapClientId: '/social-api/oauth/google-one-tap/clientId',
  oneTap: '/social-api/oauth/google-one-tap',
} as const;
