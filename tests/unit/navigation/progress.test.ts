// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PROGRESS_BAR_DURATION_MS, PROGRESS_BAR_THROTTLE_MS } from '@/lib/config/navigation';
import { leavesPage, progressBarState } from '@/lib/navigation/progress';

describe('progress bar (shell-and-routing.md §9: throttle 200 ms, duration 5000 ms)', () => {
  it('stays hidden for a navigation quicker than 200 ms', () => {
    expect(PROGRESS_BAR_THROTTLE_MS).toBe(200);
    expect(progressBarState(0)).toEqual({ visible: false, value: 0 });
    expect(progressBarState(199)).toEqual({ visible: false, value: 0 });
  });

  it('shows at 200 ms and fills evenly over 5000 ms up to 90 %', () => {
    expect(PROGRESS_BAR_DURATION_MS).toBe(5000);
    expect(progressBarState(200)).toEqual({ visible: true, value: 0 });
    expect(progressBarState(200 + 2500)).toEqual({ visible: true, value: 45 });
    expect(progressBarState(200 + 5000)).toEqual({ visible: true, value: 90 });
  });

  it('waits at 90 % for a page slower than that', () => {
    expect(progressBarState(60000)).toEqual({ visible: true, value: 90 });
  });
});

describe('which links leave the page', () => {
  const here = { pathname: '/ru/line', search: '?sport=1' };
  const origin = 'https://betsite.example';

  it('another path or query leaves it', () => {
    expect(leavesPage('/ru/live', here, origin)).toBe(true);
    expect(leavesPage('/ru/line?sport=2', here, origin)).toBe(true);
    expect(leavesPage('https://betsite.example/ru/live', here, origin)).toBe(true);
  });

  it('the page itself or an anchor on it does not', () => {
    expect(leavesPage('/ru/line?sport=1', here, origin)).toBe(false);
    expect(leavesPage('/ru/line?sport=1#top', here, origin)).toBe(false);
    expect(leavesPage('#top', here, origin)).toBe(false);
  });

  it('another site is no in-app navigation', () => {
    expect(leavesPage('https://elsewhere.example/ru/live', here, origin)).toBe(false);
  });
});
