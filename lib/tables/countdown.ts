/**
 * The backend's clock against the browser's: `serverNow` (TableState.now) minus the browser's time
 * when that answer came. Countdowns then run on the browser's clock plus this offset, so a browser
 * whose clock is wrong (or a backend clock moved by a test) still counts the table's own seconds.
 */
export function clockOffset(serverNow: number, clientNow: number): number {
  return serverNow - clientNow;
}

/** Whole seconds left until `until` (backend ms), never below 0; null when there is no deadline. */
export function secondsLeft(until: number | null, offset: number, clientNow: number): number | null {
  if (until === null) return null;
  return Math.max(0, Math.ceil((until - (clientNow + offset)) / 1000));
}
