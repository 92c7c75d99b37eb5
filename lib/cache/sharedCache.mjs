// The shared store of kept pages: one Redis that every site instance of a build reads and writes
// through @fortedigital/nextjs-cache-handler's Redis handler (docs/cached-pages.md "Several
// instances", docs/decisions/shared-page-cache.md). Server only. Plain JavaScript: the cache handler
// (lib/cache/sharedPageCache.mjs), which Next imports as it is, uses it, and so do the purge route
// and the purge follower (lib/cache/purgeFollower.ts).
//
// One connection per Redis URL and process, on globalThis: Next loads the cache handler on its own
// while the route's bundle holds another copy of this module, and both must share the connection.
import { createClient } from '@redis/client';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { NEXT_CACHE_IMPLICIT_TAG_ID } from 'next/dist/lib/constants.js';
import { SHARED_CACHE_TIMEOUT_MS, SITE_CACHE_PURGE_CHANNEL } from '../config/cachedPages.mjs';

/**
 * The tag `revalidatePath('/', 'layout')` invalidates: the root layout's, which every page carries,
 * so invalidating it drops every kept page.
 */
export const ROOT_LAYOUT_TAG = `${NEXT_CACHE_IMPLICIT_TAG_ID}/layout`;

/**
 * The keys of one build: its deployment id (next.config.ts), so two builds sharing a store never
 * serve each other's pages, whose HTML names their own build's scripts.
 */
export function sharedCacheKeyPrefix(build) {
  if (!build) throw new Error('The shared page cache needs the build: NEXT_DEPLOYMENT_ID or BUILD_ID');
  return `betsite:pages:${build}:`;
}

const STORES = Symbol.for('betsite.sharedPageStores');
const stores = (globalThis[STORES] ??= new Map());
let lastWarning = 0;

/** A store that is down is said once a minute, not once per call. */
function warn(message) {
  const now = Date.now();
  if (now - lastWarning < 60_000) return;
  lastWarning = now;
  console.warn(`[site cache] shared store: ${message}`);
}

/**
 * `promise`, or a rejection once SHARED_CACHE_TIMEOUT_MS have passed. The client's own abort
 * signal (which the library passes) only withdraws a command not yet sent: one sent to a store that
 * stopped answering with its connection still open would wait until the connection dies.
 */
export function bounded(promise, ms = SHARED_CACHE_TIMEOUT_MS) {
  let timer;
  const deadline = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the shared store did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/** The library's handler with every call bounded: a stuck store costs a page this much, then "not kept". */
function boundedHandler(handler) {
  const calls = ['get', 'set', 'revalidateTag', 'delete', 'prepare'].filter((name) => typeof handler[name] === 'function');
  return {
    ...handler,
    ...Object.fromEntries(calls.map((name) => [name, (...args) => bounded(handler[name](...args))])),
  };
}

/**
 * A Redis client that never makes a caller wait for a store that is down: it connects and
 * reconnects in the background, and `queued: false` (the store's own calls) makes any command
 * sent meanwhile fail at once, so the page is rendered for that request instead. Commands sent to
 * a stuck store pile up at most to a bound, past which they fail at once too.
 */
export function createSharedClient(url, { queued = false } = {}) {
  const client = createClient({
    url,
    disableOfflineQueue: !queued,
    commandsQueueMaxLength: 1_000,
    // A connection that died without a word is noticed within this.
    pingInterval: 10_000,
    socket: {
      connectTimeout: 2_000,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5_000),
    },
  });
  client.on('error', (error) => warn(error instanceof Error ? error.message : String(error)));
  client.connect().catch((error) => warn(error instanceof Error ? error.message : String(error)));
  return client;
}

/**
 * This process's connection and Redis handler for the build's keys (the same pair for every caller):
 * tags kept beside each page, a page dropped at its first read after one of its tags was
 * invalidated, every call given up after SHARED_CACHE_TIMEOUT_MS.
 */
export function sharedPageStore(url, build) {
  const keyPrefix = sharedCacheKeyPrefix(build);
  const id = `${url} ${keyPrefix}`;
  let store = stores.get(id);
  if (!store) {
    const client = createSharedClient(url);
    store = { client, handler: boundedHandler(createRedisHandler({ client, keyPrefix, timeoutMs: SHARED_CACHE_TIMEOUT_MS })) };
    stores.set(id, store);
  }
  return store;
}

/**
 * A purge in the shared store: announced first on SITE_CACHE_PURGE_CHANNEL (every instance forgets
 * its copy of the site config, so none renders a page again from a copy from before), then the root
 * layout's tag invalidated, which every instance sees at its next read. Resolves with whether both
 * were done; false when the store could not be reached (the pages then age out within their
 * revalidation time).
 */
export async function purgeSharedPages(url, build) {
  const { client, handler } = sharedPageStore(url, build);
  try {
    await bounded(client.publish(SITE_CACHE_PURGE_CHANNEL, build));
    await handler.revalidateTag(ROOT_LAYOUT_TAG);
    return true;
  } catch (error) {
    warn(`purge failed: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}

/**
 * Calls `onPurge` for each purge any instance announces, for as long as the process runs. Its own
 * connection (a subscribed one can send nothing else), which subscribes again after a reconnect; a
 * purge announced while it is cut off is missed, and the copy it would have dropped ages out on its own.
 * Returns the way to stop listening.
 */
export function followSharedPurges(url, onPurge) {
  const subscriber = createSharedClient(url, { queued: true });
  const listening = subscriber.subscribe(SITE_CACHE_PURGE_CHANNEL, () => onPurge()).catch((error) => {
    warn(`no purge follower: ${error instanceof Error ? error.message : String(error)}`);
  });
  return {
    listening,
    stop: async () => {
      await listening;
      await subscriber.close().catch(() => subscriber.destroy());
    },
  };
}
