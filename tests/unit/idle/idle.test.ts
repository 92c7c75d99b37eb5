// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { idleLimitMs, isIdle, lastActive, shouldRecordActivity } from '@/lib/idle/idle';

describe('idle logoff rules', () => {
  it('takes the limit in minutes from the config', () => {
    expect(idleLimitMs(30)).toBe(1800000);
    expect(idleLimitMs(0)).toBeNull();
    expect(idleLimitMs(-1)).toBeNull();
  });

  it('is idle once the last activity is at least the limit old', () => {
    expect(isIdle(1000, 1000 + 59999, 60000)).toBe(false);
    expect(isIdle(1000, 1000 + 60000, 60000)).toBe(true);
  });

  it('reads the last activity any tab stored, else the fallback', () => {
    expect(lastActive('5000', 1)).toBe(5000);
    expect(lastActive(null, 1)).toBe(1);
    expect(lastActive('soon', 1)).toBe(1);
  });

  it('records activity at most once per throttle window', () => {
    expect(shouldRecordActivity(null, 0, 100)).toBe(true);
    expect(shouldRecordActivity(1000, 1099, 100)).toBe(false);
    expect(shouldRecordActivity(1000, 1100, 100)).toBe(true);
  });
});
