import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '@/tests/support/server';
import { setSessionEndedHandler } from '@/lib/api/http';
import { makeStore } from '@/store/makeStore';
import { accountsRequested, pageVisibilityChanged, sessionCheckRequested } from '@/store/listeners/session';
import { logoutRequested } from '@/store/listeners/logout';
import { selectActiveAccount } from '@/store/slices/account';

const account = (isActive: boolean) => ({
  id: 5001,
  iso: 'RUB',
  symbol: '₽',
  currency_id: 1,
  type: 0,
  money: 10000,
  points: 0,
  label: 'Main',
  is_active: isActive,
});
const balance = (isActive = true) => ({ balance: 10000, bonus: 0, all_accounts: [account(isActive)], is_available_first_deposit_bonus: false });

/** Counts the calls of each endpoint; `session` answers with the queued values in turn. */
function backend(session: Array<number | null | 'fail'>, balances: Array<ReturnType<typeof balance>> = [balance()]) {
  const calls = { session: 0, balance: 0, disconnect: 0, config: 0 };
  server.use(
    http.get('*/web-api/user/checksession', () => {
      const next = session[Math.min(calls.session, session.length - 1)];
      calls.session += 1;
      return next === 'fail' ? new HttpResponse(null, { status: 502 }) : HttpResponse.json({ user_id: next });
    }),
    http.get('*/web-api/user/balance', () => {
      const next = balances[Math.min(calls.balance, balances.length - 1)];
      calls.balance += 1;
      return HttpResponse.json(next);
    }),
    http.get('*/web-api/user/config', () => {
      calls.config += 1;
      return HttpResponse.json({ error: 'unavailable in this test' }, { status: 503 });
    }),
    http.post('*/web-api/user/disconnect', () => {
      calls.disconnect += 1;
      return HttpResponse.json({ ok: true });
    }),
  );
  return calls;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('session check', () => {
  it('stores the user id and loads the accounts', async () => {
    const calls = backend([1001]);
    const store = makeStore();
    store.dispatch(sessionCheckRequested({ start: true }));
    await vi.waitFor(() => expect(selectActiveAccount(store.getState())?.id).toBe(5001));
    expect(store.getState().app.userId).toBe(1001);
    expect(calls.disconnect).toBe(0);
  });

  it('retries a failed check 2 times, 1500 ms apart', async () => {
    const calls = backend(['fail', 'fail', 1001]);
    const store = makeStore();
    store.dispatch(sessionCheckRequested({ start: true }));
    await vi.advanceTimersByTimeAsync(1499);
    expect(calls.session).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.session).toBe(2);
    await vi.advanceTimersByTimeAsync(1500);
    expect(calls.session).toBe(3);
    await vi.waitFor(() => expect(store.getState().app.userId).toBe(1001));
  });

  it('gives a guest after three failures, and never disconnects a guest', async () => {
    const calls = backend(['fail']);
    const store = makeStore();
    store.dispatch(sessionCheckRequested({ start: true }));
    await vi.advanceTimersByTimeAsync(3000);
    expect(calls.session).toBe(3);
    expect(store.getState().app.userId).toBeNull();
    expect(calls.disconnect).toBe(0);
  });

  it('ends a session the page had when the check finds none, and disconnects', async () => {
    const calls = backend([null]);
    const store = makeStore({ userId: 1001 });
    store.dispatch(sessionCheckRequested({ start: false }));
    await vi.waitFor(() => expect(calls.disconnect).toBe(1));
    expect(store.getState().app.userId).toBeNull();
  });

  it('sends a session it finds gone where a 401 sends it: the session-ended handler runs once', async () => {
    backend([null]);
    let ended = 0;
    const restore = setSessionEndedHandler(() => (ended += 1));
    const store = makeStore({ userId: 1001 });
    store.dispatch(sessionCheckRequested({ start: false }));
    await vi.waitFor(() => expect(store.getState().app.sessionLost).toBe(true));
    expect(ended).toBe(1);
    restore();
  });

  it('loads the accounts on the first check of a session the server already rendered', async () => {
    const calls = backend([1001]);
    const store = makeStore({ userId: 1001 });
    store.dispatch(sessionCheckRequested({ start: true }));
    await vi.waitFor(() => expect(selectActiveAccount(store.getState())?.id).toBe(5001));
    expect(calls.balance).toBe(1);
  });

  it('loads nothing on a later check of the same session', async () => {
    const calls = backend([1001]);
    const store = makeStore({ userId: 1001 });
    store.dispatch(sessionCheckRequested({ start: false }));
    await vi.waitFor(() => expect(calls.session).toBe(1));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.balance).toBe(0);
  });
});

describe('cookie agreement made as a guest', () => {
  it('is logged at the next sign-in, then forgotten', async () => {
    backend([1001]);
    const logged: unknown[] = [];
    server.use(
      http.post('*/web-api/user/cookies-agreement', async ({ request }) => {
        logged.push(await request.json());
        return HttpResponse.json({ ok: true });
      }),
    );
    window.localStorage.setItem('cookiesAgreeTime', '2026-11-22T09:00:00.000Z');
    makeStore().dispatch(sessionCheckRequested({ start: true }));
    await vi.waitFor(() => expect(logged).toEqual([{ cookiesAgreeTime: '2026-11-22T09:00:00.000Z' }]));
    await vi.waitFor(() => expect(window.localStorage.getItem('cookiesAgreeTime')).toBeNull());
  });
});

describe('session poll', () => {
  it('checks on show and every 60 s while visible, and stops when hidden', async () => {
    const calls = backend([null]);
    const store = makeStore();
    store.dispatch(pageVisibilityChanged({ visible: true }));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.session).toBe(1);
    await vi.advanceTimersByTimeAsync(60000);
    expect(calls.session).toBe(2);
    store.dispatch(pageVisibilityChanged({ visible: false }));
    await vi.advanceTimersByTimeAsync(180000);
    expect(calls.session).toBe(2);
  });
});

describe('balance', () => {
  it('repeats until an active account exists, 2500 ms apart', async () => {
    const calls = backend([1001], [balance(false), balance(false), balance(true)]);
    const store = makeStore();
    store.dispatch(accountsRequested());
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.balance).toBe(1);
    await vi.advanceTimersByTimeAsync(2500);
    expect(calls.balance).toBe(2);
    await vi.advanceTimersByTimeAsync(2500);
    await vi.waitFor(() => expect(selectActiveAccount(store.getState())?.id).toBe(5001));
    expect(calls.balance).toBe(3);
  });

  it('gives up after 5 tries', async () => {
    const calls = backend([1001], [balance(false)]);
    const store = makeStore();
    store.dispatch(accountsRequested());
    await vi.advanceTimersByTimeAsync(60000);
    expect(calls.balance).toBe(5);
  });
});

describe('a check answering after a logout', () => {
  it('does not bring the ended session back', async () => {
    let answer: (value: Response) => void = () => undefined;
    server.use(
      http.get('*/web-api/user/checksession', () => new Promise<Response>((resolve) => (answer = resolve))),
      http.post('*/web-api/user/disconnect', () => HttpResponse.json({ ok: true })),
    );
    const store = makeStore({ userId: 1001 });
    store.dispatch(sessionCheckRequested({ start: false }));
    await vi.advanceTimersByTimeAsync(0);
    store.dispatch(logoutRequested());
    await vi.waitFor(() => expect(store.getState().app.userId).toBeNull());
    answer(HttpResponse.json({ user_id: 1001 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().app.userId).toBeNull();
  });
});
