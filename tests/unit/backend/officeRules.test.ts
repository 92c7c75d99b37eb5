// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { convertStatusOf, removalProblem } from '../../../backend/src/accounts/office';

// Balances in minor units (accounts/money.ts).
const main = (money_minor: number) => ({ type: 0, money_minor });
const bonus = { type: 4, money_minor: 50000 };
const currency = (money_minor = 0) => ({ type: 9, money_minor });

describe('convert-account status', () => {
  it('is 2 (additional account allowed) when the player has a currency account', () => {
    expect(convertStatusOf([main(1000000), bonus, currency(2000)], 0)).toBe(2);
  });

  it('is 1 (main account allowed) for an empty main account and no currency account', () => {
    expect(convertStatusOf([main(0), bonus], 0)).toBe(1);
  });

  it('is 0 (not allowed) for a main account holding money and no currency account', () => {
    expect(convertStatusOf([main(1), bonus], 0)).toBe(0);
  });

  it('is 0 while a currency account is still opening', () => {
    expect(convertStatusOf([main(0), currency()], 1)).toBe(0);
  });

  it('is 0 with no main account at all', () => {
    expect(convertStatusOf([bonus], 0)).toBe(0);
  });
});

describe('removing an account', () => {
  it('allows only an empty, inactive currency account', () => {
    expect(removalProblem({ type: 9, money_minor: 0, is_active: 0 })).toBeNull();
    expect(removalProblem({ type: 9, money_minor: 0, is_active: 0 }, 0)).toBeNull();
  });

  it('says why another may not go', () => {
    expect(removalProblem({ type: 0, money_minor: 0, is_active: 0 })).toBe('notCurrency');
    expect(removalProblem({ type: 4, money_minor: 0, is_active: 0 })).toBe('notCurrency');
    expect(removalProblem({ type: 9, money_minor: 1, is_active: 0 })).toBe('hasMoney');
    expect(removalProblem({ type: 9, money_minor: 0, is_active: 1 })).toBe('active');
    // A coupon not settled yet pays out to the account later.
    expect(removalProblem({ type: 9, money_minor: 0, is_active: 0 }, 1)).toBe('openBets');
  });
});
