import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { CouponSlip } from '@/components/coupon/CouponSlip';
import { COUPON_STORAGE_KEY } from '@/lib/config/coupon';
import { restoreCoupon, serializeCoupon } from '@/lib/coupon/persist';
import { betToggled, couponRestored, currencyKnown, placementUnanswered } from '@/store/slices/coupon';
import { balanceReceived } from '@/store/slices/account';
import { makeStore } from '@/store/makeStore';
import { selectCoupon } from '@/store/rootReducer';
import { renderWithProviders } from '@/tests/support/render';
import { server } from '@/tests/support/server';
import { withCoupon } from '@/tests/support/coupon';
import { account, balanceOf } from '@/tests/support/accounts';
import { betInput } from '@/tests/unit/coupon/fixtures';

// The checks' waits are the config's (1 s, then doubling to 10 s: tests/unit/coupon/placement.test.ts
// holds those figures); here they are a few milliseconds, so what the tests wait for is the answers
// alone and their time does not grow with the machine's load.
vi.mock('@/lib/config/coupon', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/config/coupon')>()),
  PLACEMENT_CHECK_FIRST_MS: 5,
  PLACEMENT_CHECK_MAX_MS: 20,
}));

// A placement that gets no answer (docs/site-proxy.md "When the backend does not answer"): the
// coupon says it is checking and sends the same placement, same Idempotency-Key, until the backend
// answers; the player sees the placed bet or the real refusal (docs/coupon-api.md "Idempotency").

const CHECKING = 'No answer from the server. Checking whether the bet went through…';

function placedView(couponId: number) {
  return {
    couponId,
    typeId: 0,
    status: 'pending',
    amount: 100,
    coef: 2,
    bonusFactor: null,
    possibleWin: 200,
    win: null,
    iso: 'RUB',
    accountId: 1,
    systemValue: null,
    combinations: null,
    createdAt: '2026-06-01T10:00:00.000Z',
    acceptAt: null,
    settledAt: null,
    lines: [],
    balance: 9900,
  };
}

type Answer = 'no answer' | 'unavailable' | 'placed' | 'refused';

/**
 * The place endpoint answering in turn; what each call carried. The checks after the first call
 * are held until `release()`, so the test sees the coupon checking before any check answers.
 */
function placeAnswers(answers: Answer[]) {
  const calls: { key: string | null; body: unknown }[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.post('*/web-api/coupon/place', async ({ request }) => {
      calls.push({ key: request.headers.get('Idempotency-Key'), body: await request.json() });
      if (calls.length > 1) await released;
      const answer = answers[Math.min(calls.length - 1, answers.length - 1)];
      if (answer === 'no answer') return HttpResponse.error();
      if (answer === 'unavailable') {
        return HttpResponse.json({ errors: [{ code: 'backend_unavailable', detail: 'The backend is not answering; try again shortly' }] }, { status: 503, headers: { 'Retry-After': '5' } });
      }
      if (answer === 'refused') {
        return HttpResponse.json({ errors: [{ code: 'insufficient_funds', detail: 'Not enough money', meta: { balance: 50 } }] }, { status: 422 });
      }
      return HttpResponse.json(placedView(777));
    }),
    // What follows a placed coupon: the balance, and the open coupons' count.
    http.get('*/web-api/user/balance', () => HttpResponse.json(balanceOf([account(1, 0, 'RUB', 9900, true)]))),
    http.get('*/web-api/coupon/history', () => HttpResponse.json({ items: [], total: 0, page: 1, pageSize: 1 })),
  );
  return { calls, release };
}

function signedInStore() {
  const store = withCoupon(makeStore({ language: 'en', userId: 1001 }));
  store.dispatch(balanceReceived(balanceOf([account(1, 0, 'RUB', 10000, true)])));
  store.dispatch(currencyKnown('RUB'));
  store.dispatch(betToggled(betInput(1, 2)));
  return store;
}

describe('a placement with no answer', () => {
  beforeEach(() => window.localStorage.clear());

  it('says the coupon is checking, then sends the same placement with the same key and shows the placed bet', async () => {
    const { calls, release } = placeAnswers(['no answer', 'unavailable', 'placed']);
    const store = signedInStore();
    await renderWithProviders(<CouponSlip />, { language: 'en', store });
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));

    expect(await screen.findByText(CHECKING)).toBeInTheDocument();
    // Nothing is placed anew while the first one is unknown.
    expect(screen.getByRole('button', { name: 'Place bet' })).toBeDisabled();
    // It survives a reload: the unanswered placement is in storage with its key.
    expect(JSON.parse(window.localStorage.getItem(COUPON_STORAGE_KEY) ?? '{}').pendingPlacement?.key).toBe(calls[0]?.key);

    release();
    expect(await screen.findByText('Bet accepted')).toBeInTheDocument();
    expect(screen.getByText(/Coupon no\. 777/)).toBeInTheDocument();
    expect(screen.queryByText(CHECKING)).not.toBeInTheDocument();
    expect(calls).toHaveLength(3);
    expect(new Set(calls.map((call) => call.key)).size).toBe(1);
    expect(calls[1]?.body).toEqual(calls[0]?.body);
    expect(calls[2]?.body).toEqual(calls[0]?.body);
    expect(selectCoupon(store.getState()).pendingPlacement).toBeNull();
  });

  it('shows the real refusal the check finds, where it belongs, and lets the player place again', async () => {
    const { calls, release } = placeAnswers(['no answer', 'refused']);
    await renderWithProviders(<CouponSlip />, { language: 'en', store: signedInStore() });
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(await screen.findByText(CHECKING)).toBeInTheDocument();

    release();
    expect(await screen.findByText('Not enough money: the account holds RUB 50.00.')).toBeInTheDocument();
    expect(screen.queryByText(CHECKING)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place bet' })).toBeEnabled();
    expect(calls.map((call) => call.key)).toEqual([calls[0]?.key, calls[0]?.key]);
  });

  it('goes on checking after a reload: the stored placement is sent again with its key', async () => {
    const { calls } = placeAnswers(['placed']);
    // The page before the reload (gone, so without the coupon's listeners): a placement left
    // unanswered, as storage kept it.
    const before = makeStore({ language: 'en', userId: 1001 });
    before.dispatch(betToggled(betInput(1, 2)));
    const body = { typeId: 0, accountId: 1, amount: 100, bets: [{ id: 10, coef: 2, score: null }], changeCoefAction: 2, exactCoef: false, isDropOnScoreChange: false, coefViewId: 0 };
    before.dispatch(placementUnanswered({ key: 'kept-key-1', body: body as never, singles: false }));
    const stored = serializeCoupon(selectCoupon(before.getState()));

    // The reloaded page: a new store, the coupon restored from storage by the slip's bridge.
    window.localStorage.setItem(COUPON_STORAGE_KEY, stored);
    const after = withCoupon(makeStore({ language: 'en', userId: 1001 }));
    after.dispatch(balanceReceived(balanceOf([account(1, 0, 'RUB', 10000, true)])));
    await renderWithProviders(<CouponSlip />, { language: 'en', store: after });
    act(() => {
      after.dispatch(couponRestored(restoreCoupon(window.localStorage.getItem(COUPON_STORAGE_KEY), selectCoupon(after.getState()))!));
    });
    expect(screen.getByText(CHECKING)).toBeInTheDocument();

    expect(await screen.findByText('Bet accepted')).toBeInTheDocument();
    expect(calls).toEqual([{ key: 'kept-key-1', body }]);
  });
});
