// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FRAGMENT_FIRST_RETRY_MS, FRAGMENT_RELOAD_THROTTLE_MS, FRAGMENT_RETRIES } from '@/lib/config/fragments';
import {
  fragmentFailed,
  fragmentLoading,
  fragmentReady,
  fragmentRejected,
  initialFragmentState,
  requestReload,
  type FragmentState,
} from '@/lib/fragments/machine';

const state = (over: Partial<FragmentState> = {}): FragmentState => ({ ...initialFragmentState, ...over });

/** Fails `times` times, loading again before each failure as the caller does. */
function failTimes(times: number, from: FragmentState = initialFragmentState): FragmentState {
  let s = from;
  for (let i = 0; i < times; i += 1) s = fragmentFailed(fragmentLoading(s), `boom ${i + 1}`);
  return s;
}

describe('constants', () => {
  it('are the spec values', () => {
    expect([FRAGMENT_RETRIES, FRAGMENT_FIRST_RETRY_MS, FRAGMENT_RELOAD_THROTTLE_MS]).toEqual([3, 1000, 1000]);
  });
});

describe('initial state', () => {
  it('does not exist yet, with nothing scheduled', () => {
    expect(initialFragmentState).toEqual({
      status: 'not-exist',
      retries: 0,
      nextRetryInMs: null,
      lastReloadAt: null,
      error: null,
    });
  });

  it('cannot be changed by accident', () => {
    expect(Object.isFrozen(initialFragmentState)).toBe(true);
  });
});

describe('fragmentLoading', () => {
  it('moves to loading from not-exist', () => {
    expect(fragmentLoading(initialFragmentState).status).toBe('loading');
  });

  it('keeps the retry count so the next wait keeps doubling', () => {
    expect(fragmentLoading(failTimes(2)).retries).toBe(2);
  });

  it('clears the scheduled retry, which is the load now running', () => {
    expect(fragmentLoading(failTimes(1)).nextRetryInMs).toBeNull();
  });

  it('clears the error', () => {
    expect(fragmentLoading(failTimes(1)).error).toBeNull();
  });

  it('keeps the last reload time', () => {
    expect(fragmentLoading(state({ lastReloadAt: 5 })).lastReloadAt).toBe(5);
  });

  it('leaves the state it was given alone', () => {
    const before = failTimes(1);
    const copy = { ...before };
    fragmentLoading(before);
    expect(before).toEqual(copy);
  });
});

describe('fragmentFailed retries', () => {
  it('first failure: error, retry 1 in 1000 ms', () => {
    expect(fragmentFailed(fragmentLoading(initialFragmentState), 'boom')).toEqual({
      status: 'error',
      retries: 1,
      nextRetryInMs: 1000,
      lastReloadAt: null,
      error: 'boom',
    });
  });

  it('second failure: retry 2 in 2000 ms', () => {
    expect(failTimes(2)).toMatchObject({ status: 'error', retries: 2, nextRetryInMs: 2000, error: 'boom 2' });
  });

  it('third failure: retry 3 in 4000 ms', () => {
    expect(failTimes(3)).toMatchObject({ status: 'error', retries: 3, nextRetryInMs: 4000, error: 'boom 3' });
  });

  it('fourth failure: no more automatic retries', () => {
    expect(failTimes(4)).toMatchObject({ status: 'error', retries: 3, nextRetryInMs: null, error: 'boom 4' });
  });

  it('stays without retries on any later failure', () => {
    expect(failTimes(7)).toMatchObject({ status: 'error', retries: 3, nextRetryInMs: null, error: 'boom 7' });
  });

  it('waits 1000, 2000, 4000 ms and then nothing', () => {
    const waits: Array<number | null> = [];
    let s = initialFragmentState;
    for (let i = 0; i < 5; i += 1) {
      s = fragmentFailed(fragmentLoading(s), 'x');
      waits.push(s.nextRetryInMs);
    }
    expect(waits).toEqual([1000, 2000, 4000, null, null]);
  });

  it('keeps the last reload time', () => {
    expect(fragmentFailed(state({ status: 'loading', lastReloadAt: 42 }), 'x').lastReloadAt).toBe(42);
  });
});

describe('fragmentReady', () => {
  it('is ready with retries and the scheduled retry cleared', () => {
    expect(fragmentReady(failTimes(2))).toEqual({
      status: 'ready',
      retries: 0,
      nextRetryInMs: null,
      lastReloadAt: null,
      error: null,
    });
  });

  it('clears a scheduled retry even straight from error', () => {
    const s = fragmentReady(failTimes(1));
    expect(s.nextRetryInMs).toBeNull();
    expect(s.retries).toBe(0);
  });

  it('gives all automatic retries back for the next failure', () => {
    const again = fragmentFailed(fragmentLoading(fragmentReady(failTimes(4))), 'x');
    expect(again).toMatchObject({ retries: 1, nextRetryInMs: 1000 });
  });

  it('keeps the last reload time', () => {
    expect(fragmentReady(state({ status: 'loading', lastReloadAt: 7 })).lastReloadAt).toBe(7);
  });
});

describe('requestReload throttle', () => {
  it('allows the first reload and records the time', () => {
    const { state: s, allowed } = requestReload(initialFragmentState, 5000);
    expect(allowed).toBe(true);
    expect(s.lastReloadAt).toBe(5000);
  });

  it('allows the first reload at time 0', () => {
    expect(requestReload(initialFragmentState, 0).allowed).toBe(true);
  });

  it('refuses a reload 999 ms after the last one', () => {
    const first = requestReload(initialFragmentState, 10_000).state;
    expect(requestReload(first, 10_999).allowed).toBe(false);
  });

  it('allows a reload exactly 1000 ms after the last one', () => {
    const first = requestReload(initialFragmentState, 10_000).state;
    const second = requestReload(first, 11_000);
    expect(second.allowed).toBe(true);
    expect(second.state.lastReloadAt).toBe(11_000);
  });

  it('refuses a second reload at the same instant', () => {
    const first = requestReload(initialFragmentState, 10_000).state;
    expect(requestReload(first, 10_000).allowed).toBe(false);
  });

  it('returns the same state when refused', () => {
    const first = failTimes(2, requestReload(initialFragmentState, 10_000).state);
    const refused = requestReload(first, 10_500);
    expect(refused.state).toBe(first);
  });

  it('measures from the last allowed reload, not a refused one', () => {
    let s = requestReload(initialFragmentState, 10_000).state;
    s = requestReload(s, 10_600).state;
    expect(requestReload(s, 11_000).allowed).toBe(true);
  });

  it('refuses when the clock went backwards', () => {
    const first = requestReload(initialFragmentState, 10_000).state;
    expect(requestReload(first, 9_000).allowed).toBe(false);
  });
});

describe('requestReload and retries', () => {
  it('an allowed reload starts the automatic retries afresh', () => {
    const { state: s } = requestReload(failTimes(4), 1000);
    expect(s.retries).toBe(0);
    expect(fragmentFailed(fragmentLoading(s), 'x')).toMatchObject({ retries: 1, nextRetryInMs: 1000 });
  });

  it('an allowed reload clears the scheduled retry it replaces', () => {
    expect(requestReload(failTimes(1), 1000).state.nextRetryInMs).toBeNull();
  });

  it('a reload leaves status and error for fragmentLoading to change', () => {
    const { state: s } = requestReload(failTimes(1), 1000);
    expect(s.status).toBe('error');
    expect(s.error).toBe('boom 1');
  });

  it('a refused reload keeps the retries used', () => {
    const s = failTimes(2, requestReload(initialFragmentState, 1000).state);
    expect(requestReload(s, 1500).state.retries).toBe(2);
  });
});

describe('fragmentRejected (a status error)', () => {
  it('is an error with no automatic retry scheduled', () => {
    expect(fragmentRejected(fragmentLoading(initialFragmentState), 'answered 404')).toEqual({
      status: 'error',
      retries: 0,
      nextRetryInMs: null,
      lastReloadAt: null,
      error: 'answered 404',
    });
  });

  it('keeps the retry count and the last reload time', () => {
    const s = fragmentRejected(fragmentLoading(failTimes(2, state({ lastReloadAt: 7 }))), 'answered 403');
    expect(s).toMatchObject({ retries: 2, lastReloadAt: 7, nextRetryInMs: null });
  });

  it('still lets the refresh button reload', () => {
    expect(requestReload(fragmentRejected(initialFragmentState, 'x'), 0).allowed).toBe(true);
  });
});
