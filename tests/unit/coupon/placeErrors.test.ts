import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/http';
import { couponErrorOf } from '@/lib/coupon/placeErrors';

const words = { t: (key: string) => `[${key}]`, money: (amount: number) => `${amount} ₽` };

describe('a coupon refused by the player\'s own limits', () => {
  it('shows the service\'s words, which name the limit and what is left, at the stake', () => {
    const refusal = new ApiError('Лимит ставок на 24 часа: осталось 200 RUB', 403, 'limit_exceeded', { limitType: 1, left: 200, iso: 'RUB' });
    expect(couponErrorOf(refusal, words)).toMatchObject({ amount: 'Лимит ставок на 24 часа: осталось 200 RUB', general: null });
  });

  it('a self-exclusion, time-out, block or a limit in another currency is the coupon\'s message', () => {
    for (const code of ['self_excluded', 'time_out', 'blocked', 'limit_currency']) {
      const refusal = new ApiError(`Refused: ${code}`, 403, code, { limitType: 30, left: null });
      expect(couponErrorOf(refusal, words), code).toMatchObject({ general: `Refused: ${code}`, amount: null });
    }
  });

  it('falls back to our words when the service gave none', () => {
    expect(couponErrorOf(new ApiError('', 403, 'limit_exceeded'), words).amount).toBe('[placeError]');
  });
});
