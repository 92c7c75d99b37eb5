import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { server } from './server';

// findBy/waitFor (Testing Library's and vi.waitFor) give up after this long. Parts that bring their
// words on demand import a module first, and on a loaded 2-core CI machine vitest's first transform
// and evaluation of it take seconds, not the default second; the wait still ends the moment the
// condition holds, so only a failing test waits it out (under the 20 s test timeout,
// vitest.config.mts, so it fails with the wait's own message).
const ASYNC_WAIT_MS = 10_000;
configure({ asyncUtilTimeout: ASYNC_WAIT_MS });
// vitest has no setting for vi.waitFor's 1 s default: a call that names no timeout gets the same.
const waitFor = vi.waitFor;
vi.waitFor = ((callback, options) =>
  waitFor(callback, typeof options === 'number' ? options : { timeout: ASYNC_WAIT_MS, ...options })) as typeof vi.waitFor;

// jsdom has no EventSource, which every browser the site serves has: a live block's feed (lib/live)
// gets a stream that stays connecting and delivers nothing. The feed's own tests drive a fake one.
if (typeof window !== 'undefined' && !('EventSource' in window)) {
  class ConnectingEventSource extends EventTarget {
    readonly readyState = 0;
    constructor(readonly url: string) {
      super();
    }
    close() {}
  }
  Object.assign(globalThis, { EventSource: ConnectingEventSource });
}

// A request no test expected is a failure, not a silent pass-through to the network.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
});
afterAll(() => server.close());
