import { describe, expect, it } from 'vitest';
import { approvalsWaiting, dueApproval, hasSessionLimit, nextApprovalMs, nextCheckDelayMs, realityCheckDueMs, type WatchedLimit } from '@/lib/limits/watch';

const limit = (over: Partial<WatchedLimit>): WatchedLimit => ({ limitType: 20, limitValue: 1000, limitState: 'ACTIVE', endsAt: null, needApprove: false, ...over });

describe('the limits a signed-in page watches (limits-coupon-auth.md §4, §9)', () => {
  it('pings only while a session limit of some hours is in force', () => {
    expect(hasSessionLimit([limit({ limitType: 31, limitValue: 2 })])).toBe(true);
    expect(hasSessionLimit([limit({ limitType: 31, limitValue: -1 })])).toBe(false);
    expect(hasSessionLimit([limit({ limitType: 31, limitValue: 4, limitState: 'PENDING' })])).toBe(false);
    expect(hasSessionLimit([limit({ limitType: 20 })])).toBe(false);
  });

  it('the reality check is due at its stored end, in ms', () => {
    expect(realityCheckDueMs([limit({ limitType: 32, limitValue: 15, endsAt: 1_800_000_000 })])).toBe(1_800_000_000_000);
    expect(realityCheckDueMs([limit({ limitType: 32, limitValue: 15, endsAt: null })])).toBeNull();
    expect(realityCheckDueMs([])).toBeNull();
  });

  it('waits at most 5 minutes at a time, and not at all once due', () => {
    expect(nextCheckDelayMs(1_000_000 + 60_000, 1_000_000)).toBe(60_000);
    expect(nextCheckDelayMs(1_000_000 + 3_600_000, 1_000_000)).toBe(300_000);
    expect(nextCheckDelayMs(1_000_000, 1_000_000 + 5)).toBe(0);
  });

  it('asks for approval only once the pending change is due, the soonest first', () => {
    const soon = limit({ limitType: 21, limitState: 'PENDING', needApprove: true, endsAt: 2000 });
    const later = limit({ limitType: 20, limitState: 'PENDING', needApprove: true, endsAt: 3000 });
    const noApproval = limit({ limitType: 32, limitState: 'PENDING', needApprove: false, endsAt: 1000 });
    const limits = [later, noApproval, soon, limit({})];
    expect(approvalsWaiting(limits)).toEqual([soon, later]);
    expect(dueApproval(limits, 1_999_999)).toBeNull();
    expect(nextApprovalMs(limits, 1_999_999)).toBe(2_000_000);
    expect(dueApproval(limits, 2_000_000)).toBe(soon);
    expect(nextApprovalMs(limits, 2_000_000)).toBe(3_000_000);
    expect(dueApproval(limits, 3_500_000)).toBe(soon);
    expect(nextApprovalMs(limits, 3_500_000)).toBeNull();
  });
});
