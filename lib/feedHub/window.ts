import type { HubEvent } from './sse';

/**
 * The replay window of one upstream (docs/line-feed.md "How the site reaches it"): the last
 * `capacity` events, oldest first, with ids increasing, and `coveredFrom`, the id after which it
 * holds every event of its filter. A client resuming from an id in [coveredFrom, lastId] is served
 * from here; any other goes to the backend.
 */
export interface ReplayWindow {
  /** Every event after this id is held; undefined while nothing says where the window starts. */
  readonly coveredFrom: number | undefined;
  /** The greatest id known: the last event received, or where the upstream resumed from. */
  readonly lastId: number | undefined;
  add(event: HubEvent): void;
  /** Starts over: the window holds every event after `id` (none yet), or nothing is known (undefined). */
  restart(id: number | undefined): void;
  /** Whether a client that saw up to `id` can be served from here. */
  covers(id: number): boolean;
  /** The events after `id`, oldest first. */
  after(id: number): HubEvent[];
  readonly size: number;
}

export function createReplayWindow(capacity: number): ReplayWindow {
  let ring: HubEvent[] = [];
  let head = 0; // index of the oldest event once the ring is full
  let coveredFrom: number | undefined;
  let lastId: number | undefined;
  const at = (index: number) => ring[(head + index) % ring.length]!;
  return {
    get coveredFrom() {
      return coveredFrom;
    },
    get lastId() {
      return lastId;
    },
    get size() {
      return ring.length;
    },
    add(event) {
      // A fresh upstream's first event: the window holds everything from it on.
      if (coveredFrom === undefined) coveredFrom = event.id - 1;
      lastId = lastId === undefined ? event.id : Math.max(lastId, event.id);
      if (ring.length < capacity) ring.push(event);
      else {
        coveredFrom = ring[head]!.id;
        ring[head] = event;
        head = (head + 1) % capacity;
      }
    },
    restart(id) {
      ring = [];
      head = 0;
      coveredFrom = id;
      lastId = id;
    },
    covers(id) {
      return coveredFrom !== undefined && lastId !== undefined && id >= coveredFrom && id <= lastId;
    },
    after(id) {
      // The first event with a greater id, by bisection (ids increase along the window).
      let low = 0;
      let high = ring.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (at(middle).id <= id) low = middle + 1;
        else high = middle;
      }
      const events: HubEvent[] = [];
      for (let index = low; index < ring.length; index += 1) events.push(at(index));
      return events;
    },
  };
}
