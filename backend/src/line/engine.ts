import type { Clock } from '../clock';
import type { Db } from '../db/handle';
import { createLineFeed, type LineFeed } from './feed/feed';
import { createSimulator, DEFAULT_LINE_SEED, type SimulationOptions, type Simulator } from './simulator/driver';

/** The live line: its push feed and the simulator that feeds it (docs/line-feed.md). */
export interface LineEngine {
  feed: LineFeed;
  simulator: Simulator;
}

/** Without options the simulator is frozen (tests that do not ask for it see a still line). */
export function createLineEngine(db: Db, clock: Clock, options: SimulationOptions = { seed: DEFAULT_LINE_SEED, frozen: true }): LineEngine {
  const feed = createLineFeed();
  return { feed, simulator: createSimulator(db, clock, feed, options) };
}
