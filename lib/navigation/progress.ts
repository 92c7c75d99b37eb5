import {
  PROGRESS_BAR_DURATION_MS,
  PROGRESS_BAR_MAX_PENDING_VALUE,
  PROGRESS_BAR_THROTTLE_MS,
} from '@/lib/config/navigation';

export interface ProgressBarState {
  visible: boolean;
  /** Per cent, 0–100. */
  value: number;
}

/**
 * The top progress bar while a navigation is under way (shell-and-routing.md §9): hidden for the first
 * 200 ms (a quick navigation shows nothing), then filling evenly over 5000 ms up to 90 %, where it
 * waits for the page.
 */
export function progressBarState(elapsedMs: number): ProgressBarState {
  if (elapsedMs < PROGRESS_BAR_THROTTLE_MS) return { visible: false, value: 0 };
  const share = Math.min(1, (elapsedMs - PROGRESS_BAR_THROTTLE_MS) / PROGRESS_BAR_DURATION_MS);
  return { visible: true, value: Math.round(share * PROGRESS_BAR_MAX_PENDING_VALUE) };
}

/**
 * Whether following a link leaves the current page (path or query change): a link to the page
 * itself, or to an anchor on it, renders nothing new, so no bar may wait for it.
 */
export function leavesPage(target: string, current: { pathname: string; search: string }, origin: string): boolean {
  let url: URL;
  try {
    url = new URL(target, `${origin}${current.pathname}${current.search}`);
  } catch {
    return false;
  }
  if (url.origin !== origin) return false;
  return url.pathname !== current.pathname || url.search !== current.search;
}
