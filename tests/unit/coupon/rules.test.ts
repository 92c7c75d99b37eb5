import { describe, expect, it } from 'vitest';
import { bonusCoef, isBonusBetAvailable } from '@/lib/coupon/bonus';
import { availableTypes, fittingType, isOneClickActive, isPromoCodeAvailable, isVipBetAvailable } from '@/lib/coupon/availability';
import { amountStep, checkAmount, initialAmount, legMaxAmounts, quickAmounts } from '@/lib/coupon/amounts';
import { isBetFinished, isBetLive, isBetLocked, withDependence } from '@/lib/coupon/betState';
import { acceptsChange, coefDirection } from '@/lib/coupon/changes';
import { bet } from './fixtures';

const three = [bet(1, 1.5), bet(2, 1.8), bet(3, 2.2)];

describe('bonus bet (limits-coupon-auth.md §5)', () => {
  const base = { siteAllows: true, typeId: 1 as const, bets: three, manuallyDeletedBonusBet: false };
  it('is offered on an express of 3 bets each at 1.1 or more, none of kind 7, coupon at 1.01 or more', () => {
    expect(isBonusBetAvailable(base)).toBe(true);
  });
  it.each([
    ['the site does not allow it', { siteAllows: false }],
    ['the coupon is not an express', { typeId: 2 as const }],
    ['only 2 bets', { bets: three.slice(0, 2) }],
    ['a bet under 1.1', { bets: [...three.slice(0, 2), bet(3, 1.09)] }],
    ['a bet of kind 7', { bets: [...three.slice(0, 2), bet(3, 2, { kind: 7 })] }],
    ['the player deleted it', { manuallyDeletedBonusBet: true }],
  ])('is not offered when %s', (_, change) => {
    expect(isBonusBetAvailable({ ...base, ...change })).toBe(false);
  });
  it('is 1 × (1 + n/100) for 1–9 bets, else 1.1', () => {
    expect(bonusCoef(3)).toBeCloseTo(1.03, 10);
    expect(bonusCoef(9)).toBeCloseTo(1.09, 10);
    expect(bonusCoef(10)).toBe(1.1);
    expect(bonusCoef(25)).toBe(1.1);
  });
});

describe('VIP bet, one-click and promo codes (§5)', () => {
  const base = { siteEnables: true, maxBetAmount: 5000, bets: three, typeId: 1 as const };
  it('VIP needs the site, a finite max, line bets only, a bet, and not multiple singles', () => {
    expect(isVipBetAvailable(base)).toBe(true);
    expect(isVipBetAvailable({ ...base, siteEnables: false })).toBe(false);
    expect(isVipBetAvailable({ ...base, maxBetAmount: null })).toBe(false);
    expect(isVipBetAvailable({ ...base, maxBetAmount: Infinity })).toBe(false);
    expect(isVipBetAvailable({ ...base, bets: [] })).toBe(false);
    expect(isVipBetAvailable({ ...base, bets: [bet(1, 2, { isLive: true })] })).toBe(false);
    expect(isVipBetAvailable({ ...base, typeId: 9 })).toBe(false);
  });
  it('one-click is active only when the site allows it', () => {
    expect(isOneClickActive(true, true)).toBe(true);
    expect(isOneClickActive(false, true)).toBe(false);
    expect(isOneClickActive(true, false)).toBe(false);
  });
  it('promo codes are closed to multiple singles', () => {
    expect(isPromoCodeAvailable(9)).toBe(false);
    expect(isPromoCodeAvailable(1)).toBe(true);
  });
});

describe('types a coupon can take', () => {
  it('one bet is a single; two games an express, chain or singles; three add a system', () => {
    expect(availableTypes([bet(1, 2)])).toEqual([0]);
    expect(availableTypes(three.slice(0, 2))).toEqual([1, 3, 9]);
    expect(availableTypes(three)).toEqual([1, 2, 3, 9]);
  });
  it('two bets of one game can only be singles', () => {
    const same = [bet(1, 2, { id: 11 }), bet(1, 3, { id: 12 })];
    expect(availableTypes(same)).toEqual([9]);
    expect(fittingType(1, same)).toBe(9);
  });
  it('keeps the chosen type while it fits; a growing single becomes an express', () => {
    expect(fittingType(2, three)).toBe(2);
    expect(fittingType(0, three.slice(0, 2))).toBe(1);
    expect(fittingType(2, three.slice(0, 2))).toBe(1);
  });
});

describe('amounts (§5, §9)', () => {
  it('steps and initial amounts per currency, with their fallbacks', () => {
    expect(amountStep('RUB')).toBe(100);
    expect(amountStep('USD')).toBe(2.5);
    expect(amountStep('TRY')).toBe(10);
    expect(amountStep('GBP')).toBe(1);
    expect(amountStep('RUB', 25)).toBe(25);
    expect(initialAmount('KZT')).toBe(1000);
    expect(initialAmount('GBP')).toBe(150);
    expect(quickAmounts(2.5)).toEqual([2.5, 5, 12.5, 25]);
  });
  it('checks min and max only for the listed types, and no max on a bonus account', () => {
    const base = { typeId: 1 as const, min: 10, max: 1000, checkedTypes: [0, 1], isBonusAccount: false };
    expect(checkAmount({ ...base, amount: 5 })).toEqual({ code: 'belowMin', min: 10 });
    expect(checkAmount({ ...base, amount: 5000 })).toEqual({ code: 'aboveMax', max: 1000 });
    expect(checkAmount({ ...base, amount: 500 })).toBeNull();
    expect(checkAmount({ ...base, amount: 5, typeId: 2 })).toBeNull();
    expect(checkAmount({ ...base, amount: 5000, isBonusAccount: true })).toBeNull();
    expect(checkAmount({ ...base, amount: 5, isBonusAccount: true })).toEqual({ code: 'belowMin', min: 10 });
  });
  it("a chain block's maximum is the previous block's amount × its price, rounded to 2", () => {
    expect(legMaxAmounts([{ amount: 100, coef: 1.555 }, { amount: 50, coef: 2.333 }, { amount: 10, coef: 3 }])).toEqual([null, 155.5, 116.65]);
  });
});

describe('live, finished and locked bets (§4)', () => {
  it('finished: the flag, or status 4', () => {
    expect(isBetFinished({ ...bet(1, 2), game: { ...bet(1, 2).game, status: 4 } })).toBe(true);
    expect(isBetFinished({ ...bet(1, 2), game: { ...bet(1, 2).game, isFinished: true } })).toBe(true);
    expect(isBetFinished(bet(1, 2))).toBe(false);
  });
  it('live: game time, live-in-live, status 2 or 3, or a live market — unless finished', () => {
    const b = bet(1, 2);
    expect(isBetLive(b)).toBe(false);
    expect(isBetLive({ ...b, game: { ...b.game, gameTime: "71'" } })).toBe(true);
    expect(isBetLive({ ...b, game: { ...b.game, isLiveInLive: true } })).toBe(true);
    expect(isBetLive({ ...b, game: { ...b.game, status: 2 } })).toBe(true);
    expect(isBetLive({ ...b, game: { ...b.game, status: 3 } })).toBe(true);
    expect(isBetLive(bet(1, 2, { isLive: true }))).toBe(true);
    expect(isBetLive({ ...bet(1, 2, { isLive: true }), game: { ...b.game, status: 4 } })).toBe(false);
  });
  it('locked: suspended, dependent or banned from express', () => {
    expect(isBetLocked(bet(1, 2))).toBe(false);
    expect(isBetLocked(bet(1, 2, { isSuspended: true }))).toBe(true);
    expect(isBetLocked(bet(1, 2, { isDepend: true }))).toBe(true);
    expect(isBetLocked(bet(1, 2, { isBannedExpress: true }))).toBe(true);
  });
  it('two bets of one game are dependent', () => {
    const marked = withDependence([bet(1, 2, { id: 11 }), bet(1, 3, { id: 12 }), bet(2, 2)]);
    expect(marked.map((b) => b.isDepend)).toEqual([true, true, false]);
  });
});

describe('odds changes (changeCoefAction)', () => {
  it('0 asks on any move, 1 takes increases, 2 takes any; exactCoef asks on any', () => {
    expect(acceptsChange(0, false, 2, 2.1)).toBe(false);
    expect(acceptsChange(1, false, 2, 2.1)).toBe(true);
    expect(acceptsChange(1, false, 2, 1.9)).toBe(false);
    expect(acceptsChange(2, false, 2, 1.9)).toBe(true);
    expect(acceptsChange(2, true, 2, 2.1)).toBe(false);
    expect(acceptsChange(0, true, 2, 2)).toBe(true);
  });
  it('shows the direction of a move', () => {
    expect(coefDirection(2, 2.1)).toBe('up');
    expect(coefDirection(2, 1.9)).toBe('down');
    expect(coefDirection(null, 1.9)).toBeNull();
  });
});
