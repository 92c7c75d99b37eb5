/**
 * The backend's notion of "now". Every time-dependent rule (token expiry,
 * game start times, promotion end dates) reads this clock instead of Date.now()
 * so tests and demos can move time with POST /__control/clock.
 */
export interface Clock {
  /** Current time in epoch milliseconds, including the offset. */
  now(): number;
  /** Sets (not adds to) the offset from real time, in seconds. */
  setOffsetSeconds(seconds: number): void;
  offsetSeconds(): number;
}

export function createClock(initialOffsetSeconds = 0): Clock {
  let offset = initialOffsetSeconds;
  return {
    now: () => Date.now() + offset * 1000,
    setOffsetSeconds: (seconds) => {
      offset = seconds;
    },
    offsetSeconds: () => offset,
  };
}
