/** What a tournament's card counts down to, and how long is left (docs/tournaments-api.md "Statuses"). */

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** The time from `now` to `target`, whole units, never below zero; null once it has come. */
export function timeLeft(targetMs: number, nowMs: number): TimeLeft | null {
  const left = Math.floor((targetMs - nowMs) / 1000);
  if (!(left > 0)) return null;
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3_600),
    minutes: Math.floor((left % 3_600) / 60),
    seconds: left % 60,
  };
}

/** The moment a card counts down to: an upcoming tournament's start, a running one's end; none when finished. */
export function countdownTarget(card: { status: string; startsAt: string; endsAt: string }): number | null {
  if (card.status === 'upcoming') return Date.parse(card.startsAt);
  if (card.status === 'running') return Date.parse(card.endsAt);
  return null;
}

/**
 * The backend's now as the browser sees it: the backend's `asOf` at the read plus what the browser's
 * clock has run since, so the countdown follows the backend clock and not the browser's.
 */
export function backendNow(asOfMs: number, readAtMs: number, browserNowMs: number): number {
  return asOfMs + Math.max(0, browserNowMs - readAtMs);
}
