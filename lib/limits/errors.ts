import { ApiError } from '@/lib/api/http';

/**
 * The service's own words for a refused limit call (limits-coupon-auth.md §8: "the server title is preferred
 * if present"): the error's text when the service answered with a coded error (its title in the
 * player's language, which the backend also puts in the JSON:API detail); null for a network
 * failure, a bad payload or an answer without one, where the page's default message is shown.
 */
export function serviceTitle(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status < 400 || error.code === null) return null;
  const text = error.message.trim();
  return text ? text : null;
}

/** The codes with which the backend refuses money because of the player's own limits (docs/limits-api.md "Enforcement"). */
export const LIMIT_REFUSAL_CODES = ['limit_exceeded', 'self_excluded', 'time_out', 'blocked', 'limit_currency'] as const;

/**
 * A deposit or a bet refused by one of the player's limits: the service's words, which name the
 * limit and what is left in the player's language (docs/decisions/limit-errors.md); null for any other refusal.
 */
export function limitRefusalText(error: unknown): string | null {
  if (!(error instanceof ApiError) || !(LIMIT_REFUSAL_CODES as readonly (string | null)[]).includes(error.code)) return null;
  return serviceTitle(error);
}
