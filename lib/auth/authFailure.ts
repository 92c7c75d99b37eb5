import { REQUEST_CANCELLED_STATUS } from '@/lib/config/auth';

/** A failed auth call as the forms see it (an ApiError has these; anything else is unknown). */
export interface AuthFailureFacts {
  status?: number;
  code?: string | null;
  message?: string;
}

/** Message keys of `authFields.failures`: our wording for what the server only names by code. */
export type AuthFailureKey = 'registrationDisabled' | 'codeInvalid' | 'codeExpired' | 'network' | 'generic';

export type AuthFailure = { key: AuthFailureKey } | { detail: string } | null;

const KEYED_CODES: Readonly<Record<string, AuthFailureKey>> = {
  registration_disabled: 'registrationDisabled',
  code_invalid: 'codeInvalid',
  code_expired: 'codeExpired',
};

/**
 * What a registration or recovery form says about a failure (limits-coupon-auth.md §8: the spec shows no
 * user-facing texts): codes we know in our words; the server's own detail for a client error
 * (a validation message, a lockout that says when to try again); a plain "try again" for a server
 * fault or a bad payload; nothing for a request the page cancelled.
 */
export function authFailure(error: AuthFailureFacts): AuthFailure {
  const status = error.status ?? -1;
  if (status === REQUEST_CANCELLED_STATUS) return null;
  const keyed = error.code ? KEYED_CODES[error.code] : undefined;
  if (keyed) return { key: keyed };
  if (status === 0) return { key: 'network' };
  // A message the client made up (`… answered 500`, a bad payload) is for the log, not the player.
  const detail = error.message?.trim() ?? '';
  const serverWords = detail !== '' && !/ answered \d{3}$|^Unexpected response from /.test(detail);
  if (status >= 400 && status < 500 && serverWords) return { detail };
  return { key: 'generic' };
}
