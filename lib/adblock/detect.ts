/** What the page could observe about an ad blocker. */
export interface AdBlockSignals {
  /** The bait element was hidden or collapsed (cosmetic filters). */
  baitElementHidden: boolean;
  /** The bait script did not load (request filters). */
  baitScriptFailed: boolean;
  /** Whether the browser was online: offline, every request fails, blocker or not. */
  online: boolean;
}

/** Whether an ad blocker is at work: the bait element was hidden, or the bait script refused online. */
export function isAdBlocked(signals: AdBlockSignals): boolean {
  return signals.baitElementHidden || (signals.baitScriptFailed && signals.online);
}

/** The notice shows once per session (shell-and-routing.md §8 "Ad blocker detected"). */
export function adBlockNoticeDue(signals: AdBlockSignals, shownThisSession: boolean): boolean {
  return !shownThisSession && isAdBlocked(signals);
}
