/**
 * The authenticator app's parameters (docs/two-factor-api.md): what every common app reads from an
 * otpauth:// URI (SHA1, 6 digits, 30 s), the issuer it shows, and how far the backend clock and the
 * phone's may disagree (one step either way).
 */
export const TOTP_ISSUER = 'BetSite';
export const TOTP_ALGORITHM = 'SHA1';
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_S = 30;
export const TOTP_WINDOW_STEPS = 1;
/** 160 bits, as RFC 4226 recommends for HMAC-SHA1. */
export const TOTP_SECRET_BYTES = 20;

export const RECOVERY_CODE_COUNT = 10;
/** Easy to read and type: no 0/o, 1/l/i. Eight of these are about 40 bits, and only ten tries are kept. */
export const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_HALF_LENGTH = 4;
