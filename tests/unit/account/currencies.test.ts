// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { accountsSignature, canRemoveAccount, hasCurrencyAccount } from '@/lib/account/currencies';

const main = { id: 1, iso: 'RUB', type: 0, money: 10000, isActive: true };
const bonus = { id: 2, iso: 'RUB', type: 4, money: 500, isActive: false };
const usd = { id: 3, iso: 'USD', type: 9, money: 0, isActive: false };

describe('the add-currency poll', () => {
  it('stops once a currency account in that currency exists', () => {
    expect(hasCurrencyAccount([main, bonus, usd], 'USD')).toBe(true);
    expect(hasCurrencyAccount([main, bonus, usd], 'usd')).toBe(true);
  });

  it('keeps going while there is none (the main or bonus account in that currency does not count)', () => {
    expect(hasCurrencyAccount([main, bonus], 'USD')).toBe(false);
    expect(hasCurrencyAccount([main, bonus], 'RUB')).toBe(false);
  });
});

describe('removing an account', () => {
  it('is offered for an empty currency account that is not active', () => {
    expect(canRemoveAccount(usd)).toBe(true);
  });

  it('is not offered for one with money, the active one, the main or the bonus account', () => {
    expect(canRemoveAccount({ ...usd, money: 0.5 })).toBe(false);
    expect(canRemoveAccount({ ...usd, isActive: true })).toBe(false);
    expect(canRemoveAccount({ ...main, money: 0, isActive: false })).toBe(false);
    expect(canRemoveAccount({ ...bonus, money: 0 })).toBe(false);
  });
});

describe('accounts signature', () => {
  it('changes when an account opens, goes, changes type or money, and not otherwise', () => {
    const before = accountsSignature([main, usd]);
    expect(accountsSignature([main, usd])).toBe(before);
    expect(accountsSignature([main])).not.toBe(before);
    expect(accountsSignature([main, { ...usd, type: 0 }])).not.toBe(before);
    expect(accountsSignature([main, { ...usd, money: 1 }])).not.toBe(before);
  });
});
