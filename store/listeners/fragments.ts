import type { ForkedTask } from '@reduxjs/toolkit';
import type { FragmentRequest } from '@/lib/api/fragment';
import { FragmentStatusError } from '@/lib/api/fragmentStatusError';
import { requestReload } from '@/lib/fragments/machine';
import {
  fragmentLoadFailed,
  fragmentLoaded,
  fragmentLoadStarted,
  fragmentMounted,
  fragmentReloadRequested,
  fragmentUnmounted,
  selectFragment,
} from '../slices/fragments';
import type { AppListeners, ListenerStarter } from './types';

// The call and the sanitiser load with the first fragment a page mounts, not with every page.
const loadFragmentCode = () => Promise.all([import('@/lib/api/fragment'), import('@/lib/fragments/payload')]);

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Remote fragments (shell-and-routing.md §4 "Fragment state", §8): a mounted fragment loads; a failure is
 * logged and retried after 1000, 2000 and 4000 ms, then waits for the refresh button; a status
 * error (4xx) is not retried. An allowed reload starts over; unmounting stops everything. Each
 * fragment key has at most one load loop: a new one cancels the old (its call is aborted too).
 */
export function addFragmentListeners(listeners: ListenerStarter) {
  const running = new Map<string, ForkedTask<void>>();

  function stop(key: string) {
    running.get(key)?.cancel();
    running.delete(key);
  }

  listeners.startListening({
    actionCreator: fragmentUnmounted,
    effect: (action) => stop(action.payload.key),
  });

  // One load loop for a fragment: failures retried on the machine's schedule, until it is ready,
  // a status error stops it, or a newer loop or the unmount cancels it.
  async function load(key: string, api: Parameters<Parameters<AppListeners['startListening']>[0]['effect']>[1]) {
    const request: FragmentRequest | undefined = selectFragment(api.getState(), key)?.request;
    if (!request) return;
    stop(key);
    const task = api.fork(async (fork) => {
      for (;;) {
        api.dispatch(fragmentLoadStarted({ key }));
        try {
          const [{ fetchFragment }, { prepareFragment }] = await fork.pause(loadFragmentCode());
          const loaded = await fork.pause(fetchFragment(request, { signal: fork.signal }));
          api.dispatch(fragmentLoaded({ key, fragment: prepareFragment(loaded) }));
          return;
        } catch (error) {
          // Cancelled by a newer load or by unmounting: nothing to report.
          if (fork.signal.aborted) return;
          console.error(`[fragment ${request.name}] ${messageOf(error)}`);
          const statusCode = error instanceof FragmentStatusError ? error.status : null;
          api.dispatch(fragmentLoadFailed({ key, error: messageOf(error), statusCode }));
        }
        const wait = selectFragment(api.getState(), key)?.machine.nextRetryInMs ?? null;
        if (wait === null) return;
        await fork.delay(wait);
      }
    });
    running.set(key, task);
    // The loop lives as long as the effect that started it.
    await task.result;
    if (running.get(key) === task) running.delete(key);
  }

  listeners.startListening({
    actionCreator: fragmentMounted,
    effect: (action, api) => load(action.payload.key, api),
  });

  listeners.startListening({
    actionCreator: fragmentReloadRequested,
    effect: async (action, api) => {
      // The reducer has applied the throttle already; a refused reload leaves the running loop alone.
      const before = selectFragment(api.getOriginalState(), action.payload.key);
      if (!before || !requestReload(before.machine, action.payload.requestedAt).allowed) return;
      await load(action.payload.key, api);
    },
  });
}
