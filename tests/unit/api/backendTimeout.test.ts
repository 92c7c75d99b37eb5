// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { send } from '@/lib/api/http/transport';
import { ApiError } from '@/lib/api/http';
import { BACKEND_TIMEOUT_MS } from '@/lib/config/backend';

// A backend that never answers: the fetch settles only when its signal aborts.
function hangingFetch() {
  return vi.fn(
    (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' })));
      }),
  );
}

/** The call's outcome so far: still pending, or what it settled with. */
function track<T>(promise: Promise<T>) {
  const state: { settled: boolean; value?: T; error?: unknown } = { settled: false };
  promise.then(
    (value) => Object.assign(state, { settled: true, value }),
    (error: unknown) => Object.assign(state, { settled: true, error }),
  );
  return state;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a server-side call to a late backend', () => {
  it('fails with status 0 once BACKEND_TIMEOUT_MS has passed, not later, not sooner', async () => {
    vi.stubGlobal('fetch', hangingFetch());
    const call = track(send('/web-api/line/sports'));
    await vi.advanceTimersByTimeAsync(BACKEND_TIMEOUT_MS - 1);
    expect(call.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(call.settled).toBe(true);
    expect(call.error).toBeInstanceOf(ApiError);
    expect(call.error).toMatchObject({ status: 0, message: '/web-api/line/sports did not answer in time' });
  });

  it('times out a body that never ends too (headers sent, then nothing)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async (_url: string, init: RequestInit) =>
          ({
            status: 200,
            ok: true,
            text: () =>
              new Promise<string>((_resolve, reject) => {
                init.signal?.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' })));
              }),
          }) as unknown as Response,
      ),
    );
    const call = track(send('/web-api/info/contacts'));
    await vi.advanceTimersByTimeAsync(BACKEND_TIMEOUT_MS);
    expect(call.error).toMatchObject({ status: 0 });
  });

  it("keeps the caller's cancellation a 499, before the timeout", async () => {
    vi.stubGlobal('fetch', hangingFetch());
    const controller = new AbortController();
    const call = track(send('/web-api/line/sports', { signal: controller.signal }));
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(call.error).toMatchObject({ status: 499 });
  });

  it('leaves a prompt answer alone and clears its timer', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"ok":true}', { status: 200 })));
    const reply = await send('/web-api/line/sports');
    expect(reply).toEqual({ status: 200, ok: true, text: '{"ok":true}' });
    expect(vi.getTimerCount()).toBe(0);
  });
});
