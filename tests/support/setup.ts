import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { server } from './server';

// findBy/waitFor give up after this long. Parts that bring their words on demand import a module
// first, and on a loaded CI machine vitest's first transform of it can take more than the default
// second; the wait still ends the moment the condition holds.
configure({ asyncUtilTimeout: 5000 });

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
