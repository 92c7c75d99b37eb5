import { ApiError } from '../errors';

/**
 * The auth errors with their stable codes (docs/auth-api.md). `detail` is English for logs; the
 * site shows its own text per code.
 */
export const wrongCredentials = (detail = 'Wrong login or password') =>
  new ApiError(400, detail, { code: 'wrong_credentials' });

export const captchaRequired = () =>
  new ApiError(400, 'Too many failed sign-ins: solve the captcha and send its captcha_token as "captcha"', {
    code: 'captcha_required',
  });

export const captchaInvalid = (detail = 'The captcha answer is wrong or has expired; ask for a new captcha') =>
  new ApiError(400, detail, { code: 'captcha_invalid' });

export const fingerprintRequired = () =>
  new ApiError(400, 'The device fingerprint is unknown or has expired; get a new one from /web-api/fingerprint', {
    code: 'fingerprint_required',
  });

/** 429 with Retry-After (seconds) and, in `meta`, the same as seconds and as an ISO time. */
export function tooManyAttempts(retryAtMs: number, nowMs: number, what = 'Too many failed attempts'): ApiError {
  const seconds = Math.max(1, Math.ceil((retryAtMs - nowMs) / 1000));
  const at = new Date(nowMs + seconds * 1000).toISOString();
  const minutes = Math.ceil(seconds / 60);
  const wait = seconds < 60 ? `${seconds} s` : `${minutes} min`;
  return new ApiError(429, `${what}. Try again in ${wait} (at ${at})`, {
    code: 'too_many_attempts',
    meta: { retry_after: seconds, retry_at: at },
    headers: { 'Retry-After': String(seconds) },
  });
}

export const registrationDisabled = () =>
  new ApiError(403, 'Registration is switched off on this site', { code: 'registration_disabled' });

export const codeInvalid = (attemptsLeft: number | null = null) =>
  new ApiError(400, attemptsLeft === null ? 'The code is wrong' : `The code is wrong; ${attemptsLeft} attempts left`, {
    code: 'code_invalid',
    ...(attemptsLeft === null ? {} : { meta: { attempts_left: attemptsLeft } }),
  });

export const codeExpired = () =>
  new ApiError(400, 'The code has expired or was already used; ask for a new one', { code: 'code_expired' });

/** 401 in the shape the existing user routes answer: `error` for the site, `errors` for JSON:API. */
export const notSignedIn = () =>
  new ApiError(401, 'Not signed in', { code: 'unauthorized', extra: { error: 'unauthorized' } });

/** 451 with exception_code 1: the site goes to confirm-terms (limits-coupon-auth.md §8). */
export const termsChanged = () =>
  new ApiError(451, 'The terms have changed: accept them before going on', {
    code: 'terms_changed',
    extra: { exception_code: 1 },
  });

export const unsupportedMediaType = () =>
  new ApiError(415, 'Send the body as application/json', { code: 'unsupported_media_type' });
