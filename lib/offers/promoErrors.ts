import { ApiError } from '@/lib/api/http';

/**
 * A promo code's or an offer's refusal (docs/promotions-api.md "Errors") as the words to show next to
 * the field or the button: a `reason` for the `offers.promoError` select (with the stake's minimum
 * when the reason is `min_stake`), or the backend's own text for a limit (a self-exclusion, time-out or
 * block, worded in the player's language by the limit service).
 */
export type PromoProblem = { reason: string; min: number | null; iso: string | null } | { text: string };

const LIMIT_CODES = new Set(['self_excluded', 'time_out', 'blocked', 'limit_currency']);

export function promoProblemOf(error: unknown): PromoProblem {
  if (!(error instanceof ApiError)) return { reason: 'network', min: null, iso: null };
  const code = error.code ?? '';
  if (LIMIT_CODES.has(code) && error.message) return { text: error.message };
  const meta = error.meta ?? {};
  const min = typeof meta.min === 'number' ? meta.min : null;
  const iso = typeof meta.iso === 'string' ? meta.iso : null;
  if (code === 'promo_code_condition') return { reason: typeof meta.condition === 'string' ? meta.condition : 'other', min, iso };
  if (code.startsWith('promo_code_')) return { reason: code.slice('promo_code_'.length), min, iso };
  if (code === 'validation') return { reason: 'empty', min, iso };
  if (code === 'banned' || code === 'first_deposit_made' || code === 'promotion_ended' || code === 'offer_cannot_leave' || code === 'unauthorized') {
    return { reason: code, min, iso };
  }
  return { reason: 'other', min, iso };
}
