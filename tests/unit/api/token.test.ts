import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { ApiError, getJson, postJson, setSessionEndedHandler } from '@/lib/api/http';
import { userTokenFrom } from '@/lib/auth/userToken';
import { server } from '@/tests/support/server';
import { liveToken, makeToken, resetClient, setTokenCookie, tokenEndpoint } from './client';

const Ok = z.object({ ok: z.boolean() });

/** A protected resource that answers only the bearer of `valid.token`; it records every bearer sent. */
function protectedEndpoint(valid: { token: string }) {
  const bearers: (string | null)[] = [];
  server.use(
    http.get('*/web-api/protected', ({ request }) => {
      const auth = request.headers.get('authorization');
      bearers.push(auth);
      return auth === `Bearer ${valid.token}`
        ? HttpResponse.json({ ok: true })
        : HttpResponse.json({ errors: [{ code: 'unauthorized', detail: 'Sign in' }] }, { status: 401 });
    }),
  );
  return bearers;
}

beforeEach(() => {
  resetClient();
  // The default session-ended handler imports its module and leaves the page: in a test whose refresh
  // is refused that import could still be under way when the file's environment is torn down (seen on
  // a loaded CI machine). The tests that are about the handler install their own.
  setSessionEndedHandler(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  resetClient();
  setSessionEndedHandler(null);
});

describe('bearer header (limits-coupon-auth.md §7)', () => {
  it('carries the user_token cookie as Authorization: Bearer', async () => {
    const token = liveToken();
    setTokenCookie(token);
    const bearers = protectedEndpoint({ token });
    await expect(getJson('/web-api/protected', Ok)).resolves.toEqual({ ok: true });
    expect(bearers).toEqual([`Bearer ${token}`]);
  });

  it('sends no Authorization header without the cookie', async () => {
    let auth: string | null = 'unset';
    server.use(
      http.get('*/web-api/public', ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ ok: true });
      }),
    );
    await getJson('/web-api/public', Ok);
    expect(auth).toBeNull();
  });
});

describe('401: one retry after a token refresh (limits-coupon-auth.md §4, §7, §8)', () => {
  it('refreshes with gettoken?force_refresh=true, retries once with the new token and keeps it in the cookie', async () => {
    setTokenCookie(liveToken(Date.now(), 'old'));
    const fresh = liveToken(Date.now(), 'fresh');
    const tokens = tokenEndpoint(fresh);
    const bearers = protectedEndpoint({ token: fresh });
    await expect(getJson('/web-api/protected', Ok)).resolves.toEqual({ ok: true });
    expect(tokens.calls).toBe(1);
    expect(new URL(tokens.urls[0] ?? '').searchParams.get('force_refresh')).toBe('true');
    expect(bearers).toHaveLength(2);
    expect(bearers[1]).toBe(`Bearer ${fresh}`);
    expect(userTokenFrom(document.cookie)).toBe(fresh);
  });

  it('rejects with the second 401', async () => {
    setTokenCookie(liveToken());
    const tokens = tokenEndpoint(liveToken(Date.now(), 'still-refused'));
    const bearers = protectedEndpoint({ token: 'nobody' });
    const error = await getJson('/web-api/protected', Ok).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Sign in' });
    expect(bearers).toHaveLength(2);
    expect(tokens.calls).toBe(1);
  });

  it('makes one refresh for concurrent 401s', async () => {
    setTokenCookie(liveToken(Date.now(), 'old'));
    const fresh = liveToken(Date.now(), 'fresh');
    const tokens = tokenEndpoint(fresh);
    const bearers = protectedEndpoint({ token: fresh });
    const answers = await Promise.all([1, 2, 3].map(() => getJson('/web-api/protected', Ok)));
    expect(answers).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(tokens.calls).toBe(1);
    expect(bearers.filter((b) => b === `Bearer ${fresh}`)).toHaveLength(3);
  });

  it('reuses a refresh for 60 s: none at 59.9 s, a new one at 60 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const t0 = new Date('2026-03-01T12:00:00Z').getTime();
    vi.setSystemTime(t0);
    setTokenCookie(liveToken(t0, 'old'));
    const first = liveToken(t0, 'first');
    const second = liveToken(t0, 'second');
    const tokens = tokenEndpoint(first, second);
    const valid = { token: first };
    protectedEndpoint(valid);

    await expect(getJson('/web-api/protected', Ok)).resolves.toEqual({ ok: true });
    expect(tokens.calls).toBe(1);

    // The backend moves on to the second token: the page's token is refused from now on.
    valid.token = second;
    vi.setSystemTime(t0 + 59_900);
    await expect(getJson('/web-api/protected', Ok)).rejects.toMatchObject({ status: 401 });
    expect(tokens.calls).toBe(1);

    vi.setSystemTime(t0 + 60_000);
    await expect(getJson('/web-api/protected', Ok)).resolves.toEqual({ ok: true });
    expect(tokens.calls).toBe(2);
  });

  it('logs a failed token fetch as a fetch token error and rejects the request with it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setTokenCookie(liveToken());
    server.use(
      http.get('*/web-api/user/gettoken', () =>
        HttpResponse.json({ errors: [{ code: 'server', detail: 'Token service down' }] }, { status: 503 }),
      ),
    );
    const bearers = protectedEndpoint({ token: 'nobody' });
    await expect(getJson('/web-api/protected', Ok)).rejects.toMatchObject({ status: 503, message: 'Token service down' });
    expect(bearers).toHaveLength(1);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('fetch token error'));
  });

  it('never refreshes for the token call itself: a 401 there is the end', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let tokenCalls = 0;
    server.use(
      http.get('*/web-api/user/gettoken', () => {
        tokenCalls += 1;
        return HttpResponse.json({ errors: [{ code: 'unauthorized', detail: 'No session' }] }, { status: 401 });
      }),
    );
    protectedEndpoint({ token: 'nobody' });
    await expect(getJson('/web-api/protected', Ok)).rejects.toMatchObject({ status: 401 });
    expect(tokenCalls).toBe(1);
  });

  it('does not reuse a failed refresh: the next 401 asks again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setTokenCookie(liveToken(Date.now(), 'old'));
    const fresh = liveToken(Date.now(), 'fresh');
    let tokenCalls = 0;
    server.use(
      http.get('*/web-api/user/gettoken', () => {
        tokenCalls += 1;
        return tokenCalls === 1
          ? new HttpResponse(null, { status: 502 })
          : HttpResponse.json({ token: fresh, expires_at: Math.floor(Date.now() / 1000) + 3600 });
      }),
    );
    protectedEndpoint({ token: fresh });
    await expect(getJson('/web-api/protected', Ok)).rejects.toMatchObject({ status: 502 });
    await expect(getJson('/web-api/protected', Ok)).resolves.toEqual({ ok: true });
    expect(tokenCalls).toBe(2);
  });
});

describe('an expired token (limits-coupon-auth.md §4)', () => {
  it('is refreshed before the request goes, which then carries the new token', async () => {
    setTokenCookie(makeToken({ exp: Math.floor(Date.now() / 1000) - 1 }));
    const fresh = liveToken(Date.now(), 'fresh');
    const tokens = tokenEndpoint(fresh);
    const bearers = protectedEndpoint({ token: fresh });
    await expect(getJson('/web-api/protected', Ok)).resolves.toEqual({ ok: true });
    expect(tokens.calls).toBe(1);
    expect(bearers).toEqual([`Bearer ${fresh}`]);
  });

  it('goes without a token when the refresh fails, so a public call still answers', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setTokenCookie(makeToken({ exp: Math.floor(Date.now() / 1000) - 1 }));
    server.use(http.get('*/web-api/user/gettoken', () => new HttpResponse(null, { status: 401 })));
    let auth: string | null = 'unset';
    server.use(
      http.post('*/web-api/public', ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ ok: true });
      }),
    );
    await expect(postJson('/web-api/public', { a: 1 })).resolves.toBeUndefined();
    expect(auth).toBeNull();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('fetch token error'));
  });
});

describe('a 401 the refresh cannot cure: the session ended under the page', () => {
  /** gettoken refusing: the backend has no session left for this browser. */
  function refusedRefresh() {
    server.use(http.get('*/web-api/user/gettoken', () => HttpResponse.json({ errors: [{ code: 'unauthorized', detail: 'Sign in' }] }, { status: 401 })));
  }

  it('runs the session-ended handler when the refresh answers 401, and the request still fails', async () => {
    setTokenCookie(liveToken());
    refusedRefresh();
    protectedEndpoint({ token: 'nobody' });
    let ended = 0;
    setSessionEndedHandler(() => (ended += 1));
    await expect(getJson('/web-api/protected', Ok)).rejects.toMatchObject({ status: 401 });
    expect(ended).toBe(1);
  });

  it('runs it too when an expired token could not be refreshed before the call', async () => {
    setTokenCookie(makeToken({ exp: Math.floor(Date.now() / 1000) - 60 }));
    refusedRefresh();
    protectedEndpoint({ token: 'nobody' });
    let ended = 0;
    setSessionEndedHandler(() => (ended += 1));
    await expect(getJson('/web-api/protected', Ok)).rejects.toMatchObject({ status: 401 });
    expect(ended).toBe(1);
  });

  it('does not run it when the refresh works (the second 401 is the call\'s own)', async () => {
    setTokenCookie(liveToken());
    tokenEndpoint(liveToken(Date.now(), 'fresh'));
    protectedEndpoint({ token: 'nobody' });
    let ended = 0;
    setSessionEndedHandler(() => (ended += 1));
    await expect(getJson('/web-api/protected', Ok)).rejects.toMatchObject({ status: 401 });
    expect(ended).toBe(0);
  });

  it('does not run it for a refresh that failed otherwise (the backend is down)', async () => {
    setTokenCookie(liveToken());
    server.use(http.get('*/web-api/user/gettoken', () => HttpResponse.json({ errors: [{ code: 'internal', detail: 'Down' }] }, { status: 503 })));
    protectedEndpoint({ token: 'nobody' });
    let ended = 0;
    setSessionEndedHandler(() => (ended += 1));
    await expect(getJson('/web-api/protected', Ok)).rejects.toBeInstanceOf(ApiError);
    expect(ended).toBe(0);
  });
});
