import { ApiError } from '@/lib/api/http';
import type { PlaceCouponBody } from '@/lib/api/couponPlace';
import { REQUEST_CANCELLED_STATUS } from '@/lib/config/auth';
import { PLACEMENT_CHECK_FIRST_MS, PLACEMENT_CHECK_MAX_MS } from '@/lib/config/coupon';
import type { PlacedCoupon, SingleResult } from './initialState';

// A placement whose answer never came (docs/coupon-api.md "Idempotency", docs/site-proxy.md "When
// the backend does not answer"): the bet may or may not have been taken. The coupon keeps it with
// its key, tells the player it is checking, and sends it again, same key and same body, until the
// backend answers: with the kept coupon (it was placed), the kept refusal, or, if it never got
// there, a placement made now. Pure deciders; the sending is store/listeners/couponPlacement.ts.

/** A placement as it was sent: sent again as it is. */
export interface PendingPlacement {
  key: string;
  body: PlaceCouponBody;
  /** Multiple singles: answered with each single's result. */
  singles: boolean;
}

/** The backend's refusal of a placement, kept in the coupon so the slip shows it where it belongs. */
export interface PlacementRefusal {
  status: number;
  code: string | null;
  message: string;
  meta: Readonly<Record<string, unknown>> | null;
}

/** What the coupon shows after placing: the success view's payload (store/slices/coupon.ts couponPlaced). */
export interface PlacedPayload {
  coupon: PlacedCoupon | null;
  singles?: SingleResult[];
}

/** Statuses that are not the backend's answer: a gateway's (the site's 503 `backend_unavailable` among them). */
const NOT_THE_BACKENDS = new Set([0, REQUEST_CANCELLED_STATUS, 502, 503, 504]);

/**
 * What a failed placement means: `unanswered` when nothing says the backend decided (no answer, a
 * cut or cancelled one, a gateway's error, or not even an ApiError), `signIn` when the session is
 * gone, `refused` for the backend's own refusal (a 4xx, or an answer that does not read).
 */
export function placementAnswerOf(error: unknown): 'unanswered' | 'signIn' | 'refused' {
  if (!(error instanceof ApiError) || NOT_THE_BACKENDS.has(error.status)) return 'unanswered';
  return error.status === 401 ? 'signIn' : 'refused';
}

/** How long before the check after `checks` earlier ones: 1 s, then doubling, at most 10 s. */
export function placementCheckDelayMs(checks: number): number {
  return Math.min(PLACEMENT_CHECK_MAX_MS, PLACEMENT_CHECK_FIRST_MS * 2 ** Math.min(checks, 16));
}

export function refusalOf(error: ApiError): PlacementRefusal {
  return { status: error.status, code: error.code, message: error.message, meta: error.meta };
}

/** The refusal as the error it was, for the slip's messages (lib/coupon/placeErrors.ts). */
export function refusalError(refusal: PlacementRefusal): ApiError {
  return new ApiError(refusal.message, refusal.status, refusal.code, refusal.meta);
}

interface SinglesAnswer {
  coupons: ({ betId: number; ok: true; coupon: PlacedCoupon } | { betId: number; ok: false; error: { code: string; detail: string } })[];
}

/** A multiple-singles answer as the success view lists it: each single's coupon or its reason. */
export function singlesPlaced(answer: SinglesAnswer): PlacedPayload {
  return {
    coupon: null,
    singles: answer.coupons.map((single) => (single.ok ? { betId: single.betId, ok: true, coupon: single.coupon } : { betId: single.betId, ok: false, message: single.error.detail })),
  };
}
