import { describe, expect, it } from 'vitest';
import { countdownTo, hoursAndMinutes, isApprovalDue, pendingDirection } from '@/lib/limits/pending';

const NOW_S = 1_800_000_000;
const NOW_MS = NOW_S * 1000;

describe('a pending change is marked higher or lower (limits-coupon-auth.md §4)', () => {
  it('compares with the value in force', () => {
    expect(pendingDirection(20, 1000, 5000)).toBe('higher');
    expect(pendingDirection(20, 5000, 1000)).toBe('lower');
  });

  it('a removal is the loosest: higher; with nothing in force any limit is lower', () => {
    expect(pendingDirection(21, 1000, 999999999)).toBe('higher');
    expect(pendingDirection(31, 4, -1)).toBe('higher');
    expect(pendingDirection(20, 1000, null)).toBe('higher');
    expect(pendingDirection(20, null, 1000)).toBe('lower');
  });
});

describe('the countdown to approval (§9: start + 86400 s)', () => {
  it('counts days, hours and minutes, the minutes rounded up', () => {
    expect(countdownTo(NOW_S + 86400, NOW_MS)).toEqual({ due: false, days: 1, hours: 0, minutes: 0 });
    expect(countdownTo(NOW_S + 86399, NOW_MS)).toEqual({ due: false, days: 1, hours: 0, minutes: 0 });
    expect(countdownTo(NOW_S + 86400 - 60, NOW_MS)).toEqual({ due: false, days: 0, hours: 23, minutes: 59 });
    expect(countdownTo(NOW_S + 2 * 3600 + 30 * 60, NOW_MS)).toEqual({ due: false, days: 0, hours: 2, minutes: 30 });
    expect(countdownTo(NOW_S + 20, NOW_MS)).toEqual({ due: false, days: 0, hours: 0, minutes: 1 });
  });

  it('is due at endsAt and after it', () => {
    expect(countdownTo(NOW_S, NOW_MS).due).toBe(true);
    expect(countdownTo(NOW_S - 100, NOW_MS).due).toBe(true);
    expect(isApprovalDue({ endsAt: NOW_S }, NOW_MS)).toBe(true);
    expect(isApprovalDue({ endsAt: NOW_S + 1 }, NOW_MS)).toBe(false);
    expect(isApprovalDue({ endsAt: null }, NOW_MS)).toBe(false);
  });
});

describe('the session limit’s time today', () => {
  it('is whole hours and minutes', () => {
    expect(hoursAndMinutes(3 * 3600 + 25 * 60 + 59)).toEqual({ hours: 3, minutes: 25 });
    expect(hoursAndMinutes(-5)).toEqual({ hours: 0, minutes: 0 });
  });
});

describe('the service’s title of a refusal (§8: preferred when present)', () => {
  it('is the coded error’s text; none for a network failure, a bad payload or a bare status', async () => {
    const { ApiError } = await import('@/lib/api/http');
    const { serviceTitle } = await import('@/lib/limits/errors');
    expect(serviceTitle(new ApiError('Этот лимит нельзя снять', 403, 'cannot_remove'))).toBe('Этот лимит нельзя снять');
    expect(serviceTitle(new ApiError('Failed to fetch', 0))).toBeNull();
    expect(serviceTitle(new ApiError('Unexpected response from /x', 200))).toBeNull();
    expect(serviceTitle(new ApiError('/x answered 403', 403))).toBeNull();
    expect(serviceTitle(new Error('boom'))).toBeNull();
  });
});
