import { describe, expect, it } from 'vitest';
import {
  changesOf,
  choicesOf,
  extraSectionOf,
  isNoLimit,
  isRunning,
  periodOf,
  slotOf,
  valueInForce,
  type OfferedLimit,
  type PageLimit,
} from '@/lib/limits/sections';
import { describeValue, optionOf, valueOfOption } from '@/lib/limits/values';
import { measureOf, removalValue } from '@/lib/rules/limitTypes';

const NOW = 1_800_000_000;
const limit = (over: Partial<PageLimit>): PageLimit => ({
  limitType: 20,
  limitValue: 5000,
  limitState: 'ACTIVE',
  startedAt: NOW - 3600,
  endsAt: null,
  needApprove: false,
  ...over,
});
const MONEY = [1000, 2000, 5000, 10000];
const offered = (types: number[], values: Record<number, number[]> = {}): OfferedLimit[] =>
  types.map((type) => ({ type, availableValues: values[type] ?? MONEY }));
const ALL_EXTRA = offered([30, 31, 33, 37], { 30: [1, 7, 30], 31: [-1, 1, 2, 3], 33: [1, 7], 37: [1] });

describe('limit types (limits-coupon-auth.md §3)', () => {
  it('money types have a period; the others count days, hours, minutes or nothing', () => {
    expect([1, 2, 3, 10, 11, 12, 20, 21, 22].map(periodOf)).toEqual(['h24', 'd7', 'd30', 'h24', 'd7', 'd30', 'h24', 'd7', 'd30']);
    expect(() => periodOf(30)).toThrow();
    expect([20, 30, 31, 32, 33, 37].map(measureOf)).toEqual(['money', 'days', 'hours', 'minutes', 'days', 'none']);
  });

  it('"no limit" is null, 999999999 on the 7-day deposit limit and −1 on the session limit', () => {
    expect([20, 21, 31, 32].map(removalValue)).toEqual([null, 999999999, -1, null]);
    expect(isNoLimit(21, 999999999)).toBe(true);
    expect(isNoLimit(20, 999999999)).toBe(false);
    expect(isNoLimit(31, -1)).toBe(true);
    expect(isNoLimit(1, null)).toBe(true);
    expect(isNoLimit(1, 1000)).toBe(false);
  });
});

describe('which value is in force', () => {
  it('is the ACTIVE row’s, not a pending raise', () => {
    const slot = slotOf([limit({ limitValue: 1000 }), limit({ limitValue: 5000, limitState: 'PENDING', endsAt: NOW + 80000 })], 20);
    expect(valueInForce(slot)).toBe(1000);
    expect(slot.pending?.limitValue).toBe(5000);
  });

  it('is none when nothing is set or the row means no limit', () => {
    expect(valueInForce(slotOf([], 20))).toBeNull();
    expect(valueInForce(slotOf([limit({ limitType: 21, limitValue: 999999999 })], 21))).toBeNull();
    expect(valueInForce(slotOf([limit({ limitType: 31, limitValue: -1 })], 31))).toBeNull();
  });
});

describe('what a select offers (only the service’s values, §5)', () => {
  it('money limits: the values, and "no limit" sent as null', () => {
    expect(choicesOf(offered([20]), 20)).toEqual({ values: MONEY, removal: null });
  });

  it('21 and 31 offer "no limit" only as the sentinel the service lists', () => {
    expect(choicesOf(offered([21], { 21: [...MONEY, 999999999] }), 21)).toEqual({ values: MONEY, removal: 999999999 });
    expect(choicesOf(offered([21]), 21)).toEqual({ values: MONEY, removal: undefined });
    expect(choicesOf(offered([31], { 31: [-1, 1, 2] }), 31)).toEqual({ values: [1, 2], removal: -1 });
  });

  it('self-exclusion, time-out and block cannot be removed; the reality check can be switched off', () => {
    expect(choicesOf(ALL_EXTRA, 30)).toEqual({ values: [1, 7, 30], removal: undefined });
    expect(choicesOf(ALL_EXTRA, 33)?.removal).toBeUndefined();
    expect(choicesOf(offered([32], { 32: [5, 10] }), 32)).toEqual({ values: [5, 10], removal: null });
  });

  it('a type the service does not list offers nothing', () => {
    expect(choicesOf(offered([20]), 22)).toBeNull();
  });
});

describe('what a form sends', () => {
  it('only the types whose value changed, "no limit" as the type’s own value', () => {
    const limits = [limit({ limitType: 20, limitValue: 5000 }), limit({ limitType: 21, limitValue: 10000 })];
    const chosen = new Map<number, number | null>([
      [20, 5000],
      [21, null],
      [22, 2000],
    ]);
    expect(changesOf(limits, chosen)).toEqual([
      { limitType: 21, limitValue: 999999999 },
      { limitType: 22, limitValue: 2000 },
    ]);
  });

  it('nothing for a type left at "no limit", or at a change already waiting', () => {
    const limits = [limit({ limitValue: 1000 }), limit({ limitValue: 5000, limitState: 'PENDING', endsAt: NOW + 100 })];
    expect(changesOf(limits, new Map([[20, 5000]]))).toEqual([]);
    expect(changesOf(limits, new Map([[20, 1000]]))).toEqual([]);
    expect(changesOf([], new Map([[10, null]]))).toEqual([]);
    expect(changesOf(limits, new Map([[20, 2000]]))).toEqual([{ limitType: 20, limitValue: 2000 }]);
  });
});

describe('select values', () => {
  it('"none" stands for no limit', () => {
    expect(optionOf(21, 999999999)).toBe('none');
    expect(optionOf(20, 5000)).toBe('5000');
    expect(valueOfOption('none')).toBeNull();
    expect(valueOfOption('5000')).toBe(5000);
  });

  it('a value is worded by its type', () => {
    expect(describeValue(20, 5000)).toEqual({ kind: 'money', amount: 5000 });
    expect(describeValue(21, 999999999)).toEqual({ kind: 'noLimit' });
    expect(describeValue(30, 7)).toEqual({ kind: 'days', count: 7 });
    expect(describeValue(31, 3)).toEqual({ kind: 'hours', count: 3 });
    expect(describeValue(32, 15)).toEqual({ kind: 'minutes', count: 15 });
    expect(describeValue(37, 1)).toEqual({ kind: 'on' });
  });
});

describe('the extra-limits section (§4)', () => {
  it('is open when nothing runs and the service offers every field', () => {
    expect(extraSectionOf([], ALL_EXTRA, NOW)).toEqual({ block: null, selfExclusion: null, timeOut: null, notStarted: null, disabled: null });
  });

  it('is disabled while the player’s block (37) is active', () => {
    const block = limit({ limitType: 37, limitValue: 1 });
    expect(extraSectionOf([block], ALL_EXTRA, NOW)).toMatchObject({ block, disabled: 'blocked' });
  });

  it('is disabled while a self-exclusion or a time-out runs, and shows it', () => {
    const exclusion = limit({ limitType: 30, limitValue: 7, endsAt: NOW + 86400 * 7 });
    expect(extraSectionOf([exclusion], ALL_EXTRA, NOW)).toMatchObject({ selfExclusion: exclusion, disabled: 'running' });
    const timeOut = limit({ limitType: 33, limitValue: 1, endsAt: NOW + 86400 });
    expect(extraSectionOf([timeOut], ALL_EXTRA, NOW)).toMatchObject({ timeOut, disabled: 'running' });
  });

  it('one saved a moment "after" the page’s clock read runs, it is not "not yet started"', () => {
    const justSaved = limit({ limitType: 30, limitValue: 7, startedAt: NOW + 10, endsAt: NOW + 10 + 7 * 86400 });
    expect(extraSectionOf([justSaved], ALL_EXTRA, NOW)).toMatchObject({ selfExclusion: justSaved, notStarted: null, disabled: 'running' });
  });

  it('an ended self-exclusion no longer runs', () => {
    const ended = limit({ limitType: 30, limitValue: 1, startedAt: NOW - 90000, endsAt: NOW - 10 });
    expect(isRunning(ended, NOW)).toBe(false);
    expect(extraSectionOf([ended], ALL_EXTRA, NOW).disabled).toBeNull();
  });

  it('a self-exclusion set to start later is "not yet started", and locks the section', () => {
    const later = limit({ limitType: 30, limitValue: 30, startedAt: NOW + 3600, endsAt: NOW + 3600 + 30 * 86400 });
    expect(extraSectionOf([later], ALL_EXTRA, NOW)).toMatchObject({ selfExclusion: null, notStarted: later, disabled: 'running' });
  });

  it('is disabled when the service offers no values for one of its fields', () => {
    expect(extraSectionOf([], offered([30, 31, 33], { 30: [1], 31: [1], 33: [1] }), NOW).disabled).toBe('unavailable');
  });
});
