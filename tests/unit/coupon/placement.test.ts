import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/http';
import { initialCouponState } from '@/lib/coupon/state';
import { restoreCoupon, serializeCoupon } from '@/lib/coupon/persist';
import { placementAnswerOf, placementCheckDelayMs, refusalError, refusalOf, type PendingPlacement } from '@/lib/coupon/placement';
import { bet } from './fixtures';

// docs/coupon-api.md "Idempotency": a placement that got no answer is sent again with its key, so
// the deciders must never call "no answer" a refusal, nor a refusal "no answer".

describe('placementAnswerOf', () => {
  it.each([
    ['no connection', new ApiError('Failed to fetch', 0), 'unanswered'],
    ['a cancelled request', new ApiError('Request cancelled', 499), 'unanswered'],
    ["the site's 503 while the backend is down", new ApiError('The backend is not answering', 503, 'backend_unavailable'), 'unanswered'],
    ["a gateway's 502", new ApiError('Bad gateway', 502), 'unanswered'],
    ["a gateway's 504", new ApiError('Gateway timeout', 504), 'unanswered'],
    ['something that is not an API error (a chunk that did not load)', new TypeError('Failed to load chunk'), 'unanswered'],
    ['an ended session', new ApiError('Unauthorized', 401), 'signIn'],
    ['a refusal of the stake', new ApiError('Not enough money', 422, 'insufficient_funds'), 'refused'],
    ['a moved price', new ApiError('Odds changed', 409, 'coef_changed'), 'refused'],
    ['the key reused with another body', new ApiError('Key reused', 409, 'idempotency_key_reused'), 'refused'],
    ["the backend's own 500", new ApiError('Internal error', 500), 'refused'],
    ['an answer that does not read', new ApiError('Unexpected response from /web-api/coupon/place', 200), 'refused'],
  ] as const)('%s: %s', (_what, error, expected) => {
    expect(placementAnswerOf(error)).toBe(expected);
  });
});

describe('placementCheckDelayMs', () => {
  it('checks after 1 s, then twice as long each time, never more than 10 s apart', () => {
    expect([0, 1, 2, 3, 4, 5, 50].map(placementCheckDelayMs)).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000, 10_000]);
  });
});

describe('a refusal kept in the coupon', () => {
  it('is the same error again for the slip', () => {
    const error = new ApiError('Not enough money', 422, 'insufficient_funds', { balance: 50 });
    const again = refusalError(refusalOf(error));
    expect([again.message, again.status, again.code, again.meta]).toEqual(['Not enough money', 422, 'insufficient_funds', { balance: 50 }]);
  });
});

describe('an unanswered placement in storage', () => {
  const pending: PendingPlacement = {
    key: 'key-1',
    singles: false,
    body: { typeId: 0, accountId: 1, amount: 100, bets: [{ id: 10, coef: 2, score: null }], changeCoefAction: 2, exactCoef: false, isDropOnScoreChange: false, coefViewId: 0 },
  };

  it('survives a reload with its key and its body as sent', () => {
    const state = { ...initialCouponState, bets: [bet(1, 2)], pendingPlacement: pending };
    expect(restoreCoupon(serializeCoupon(state))?.pendingPlacement).toEqual(pending);
  });

  it('is cleared in another tab once answered (its write says none)', () => {
    const answered = serializeCoupon({ ...initialCouponState, bets: [bet(1, 2)], pendingPlacement: null });
    expect(restoreCoupon(answered, { ...initialCouponState, pendingPlacement: pending })?.pendingPlacement).toBeNull();
  });

  it('is none in what an older version wrote', () => {
    const older = JSON.parse(serializeCoupon({ ...initialCouponState, bets: [bet(1, 2)] })) as Record<string, unknown>;
    delete older.pendingPlacement;
    expect(restoreCoupon(JSON.stringify(older))?.pendingPlacement).toBeNull();
  });
});
