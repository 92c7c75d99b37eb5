import { NETWORK_FAILURE_MESSAGE, REQUEST_CANCELLED_STATUS } from '@/lib/config/auth';
import { LOGIN_ERROR_CODE, TOO_MANY_ATTEMPTS_STATUS } from '@/lib/config/login';

/** Server codes the forms have words for (the backend's details are English, for logs). */
const KNOWN_CODES = [
  LOGIN_ERROR_CODE.wrongCredentials,
  LOGIN_ERROR_CODE.captchaRequired,
  LOGIN_ERROR_CODE.captchaInvalid,
  LOGIN_ERROR_CODE.tooManyAttempts,
  LOGIN_ERROR_CODE.codeInvalid,
  LOGIN_ERROR_CODE.codeExpired,
  LOGIN_ERROR_CODE.validation,
  LOGIN_ERROR_CODE.sessionLimitEnded,
] as const;

/** A message key of `auth.errors`: a server code the forms know, else `network` or `generic`. */
export type LoginMessageCode = (typeof KNOWN_CODES)[number] | 'network' | 'generic';

/** What a failed sign-in call says, as the form state keeps it (limits-coupon-auth.md §3: message). */
export interface LoginFailure {
  code: LoginMessageCode;
  /** For the lockout: seconds until the next attempt may be made, when the answer says. */
  retryAfterS: number | null;
}

function field(error: unknown, name: string): unknown {
  return typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[name] : undefined;
}

function positiveSeconds(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.ceil(value) : null;
}

/**
 * Seconds to wait after a lockout. The answer carries them in Retry-After and `meta.retry_after`,
 * but the API client keeps only the detail, which says "Try again in 15 min (at <ISO time>)": the
 * time is read from there (the wait in words as a fallback). Null when none of it is found.
 */
export function retryAfterSeconds(error: unknown, nowMs: number): number | null {
  const carried = positiveSeconds(field(error, 'retryAfter')) ?? positiveSeconds(field(field(error, 'meta'), 'retry_after'));
  if (carried !== null) return carried;
  const message = error instanceof Error ? error.message : '';
  const at = /\bat (\d{4}-\d{2}-\d{2}T[\d:.]+Z)/.exec(message)?.[1];
  const atMs = at ? Date.parse(at) : Number.NaN;
  if (Number.isFinite(atMs)) return positiveSeconds((atMs - nowMs) / 1000);
  const wait = /\bin (\d+) ?(s|sec|min)\b/.exec(message);
  if (!wait) return null;
  return positiveSeconds(Number(wait[1]) * (wait[2] === 'min' ? 60 : 1));
}

/**
 * The failure of a sign-in call, or null for a request the page cancelled (nothing to say).
 * The ApiError's `code` is the server's `errors[].code`; a 429 is the lockout whatever the code:
 * the lock of this client address (or a code resent too soon), never of the account, whose
 * failures bring `captcha_required` and slower answers instead (docs/auth-api.md), so the words
 * say "too many attempts", not that the account is locked.
 */
export function loginFailureOf(error: unknown, nowMs: number = Date.now()): LoginFailure | null {
  const status = field(error, 'status');
  if (status === REQUEST_CANCELLED_STATUS) return null;
  const message = error instanceof Error ? error.message : '';
  if (status === 0 || message === NETWORK_FAILURE_MESSAGE) return { code: 'network', retryAfterS: null };
  const code = field(error, 'code');
  if (status === TOO_MANY_ATTEMPTS_STATUS || code === LOGIN_ERROR_CODE.tooManyAttempts) {
    return { code: LOGIN_ERROR_CODE.tooManyAttempts, retryAfterS: retryAfterSeconds(error, nowMs) };
  }
  const known = KNOWN_CODES.find((entry) => entry === code);
  return { code: known ?? 'generic', retryAfterS: null };
}
