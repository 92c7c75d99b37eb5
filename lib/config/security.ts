// Security headers of every answer (docs/decisions/csp.md; ARCHITECTURE "Security defaults"). The policy
// itself is built in lib/security/headers.ts from these and SITE_URL.

/** Sent with every answer: the full URL stays on this site, other https sites get the origin only. */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** HSTS lifetime when SITE_URL is https: two years, the usual recommendation. */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;

/**
 * Powerful browser features no page of the site uses, switched off for the site and anything it
 * embeds. Only features every current browser knows (an unknown name is a console error).
 * FedCM (`identity-credentials-get`, Google One Tap) keeps its default: this origin only.
 */
export const PERMISSIONS_POLICY_DISABLED = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'usb',
] as const;

/**
 * Google Identity Services (One Tap, lib/config/registration.ts loads its script): the sources its
 * CSP guide asks for besides the script itself — its prompt frame, its status calls and its styles.
 */
export const GOOGLE_IDENTITY_SOURCES = {
  frame: 'https://accounts.google.com/gsi/',
  connect: 'https://accounts.google.com/gsi/',
  style: 'https://accounts.google.com/gsi/style',
} as const;
