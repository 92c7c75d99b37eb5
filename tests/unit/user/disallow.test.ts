// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { normalizeDisallowList } from '@/lib/user/disallow';

describe('disallow list: order and uniqueness', () => {
  it('sorts ids ascending numerically, not as text', () => {
    expect(normalizeDisallowList([10, 2, 33, 1])).toEqual([1, 2, 10, 33]);
  });

  it('drops duplicates', () => {
    expect(normalizeDisallowList([3, 1, 3, 1, 2])).toEqual([1, 2, 3]);
  });

  it('keeps an already normalised list as it is', () => {
    expect(normalizeDisallowList([1, 2, 3])).toEqual([1, 2, 3]);
  });

  it('gives an empty list for an empty array', () => {
    expect(normalizeDisallowList([])).toEqual([]);
  });
});

describe('disallow list: garbage', () => {
  it('drops non-integers', () => {
    expect(normalizeDisallowList([1, 1.5, 2])).toEqual([1, 2]);
  });

  it('drops negative numbers, NaN and infinities', () => {
    expect(normalizeDisallowList([-1, Number.NaN, Number.POSITIVE_INFINITY, 4])).toEqual([4]);
  });

  it('drops ids beyond the safe integer range', () => {
    expect(normalizeDisallowList([2 ** 53, 5])).toEqual([5]);
  });

  it('drops non-number items', () => {
    expect(normalizeDisallowList([null, undefined, true, {}, [1], 'abc', 7])).toEqual([7]);
  });

  it('reads digit strings inside an array as ids', () => {
    expect(normalizeDisallowList(['3', ' 1 ', 2])).toEqual([1, 2, 3]);
  });

  it('drops number-like strings that are not plain digits', () => {
    expect(normalizeDisallowList(['1e2', '0x10', '-3', '2.5', '', 8])).toEqual([8]);
  });

  it.each([[null], [undefined], [{}], [true], [Number.NaN]])('gives an empty list for %s', (value) => {
    expect(normalizeDisallowList(value)).toEqual([]);
  });

  it('reads a lone id as a one-item list', () => {
    expect(normalizeDisallowList(5)).toEqual([5]);
  });
});

describe('disallow list: string form', () => {
  it('accepts a comma-separated string', () => {
    expect(normalizeDisallowList('3,1,2')).toEqual([1, 2, 3]);
  });

  it('trims spaces around items', () => {
    expect(normalizeDisallowList(' 4 , 2 ,9')).toEqual([2, 4, 9]);
  });

  it('dedupes and drops garbage items in the string form', () => {
    expect(normalizeDisallowList('2,x,,2,1.5,1')).toEqual([1, 2]);
  });

  it('gives an empty list for an empty string', () => {
    expect(normalizeDisallowList('')).toEqual([]);
  });
});
