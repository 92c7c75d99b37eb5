// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { convertTargets } from '@/lib/account/convert';

const accounts = [
  { iso: 'RUB', type: 0 },
  { iso: 'RUB', type: 4 },
  { iso: 'USD', type: 9 },
  { iso: 'EUR', type: 9 },
];
const addable = [{ iso: 'KZT' }, { iso: 'GBP' }];

describe('convert targets', () => {
  it('status 1 (main account allowed): a currency the player holds no account in', () => {
    expect(convertTargets(1, accounts, addable)).toEqual(['KZT', 'GBP']);
  });

  it('status 2 (additional account allowed): one of the currency accounts', () => {
    expect(convertTargets(2, accounts, addable)).toEqual(['USD', 'EUR']);
  });

  it('status 0 (not allowed): nothing', () => {
    expect(convertTargets(0, accounts, addable)).toEqual([]);
  });
});
