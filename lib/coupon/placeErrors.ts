import type { ApiError } from '@/lib/api/http';
import type { CouponBetUpdate } from './bus';

/** Where a refusal shows: next to the stake, next to a line or a chain leg, or over the button. */
export interface CouponError {
  general: string | null;
  amount: string | null;
  lines: Record<string, string>;
  /** By the leg's blockId (the wire's name for it). */
  legs: Record<string, string>;
  /** A refused promo code (docs/promotions-api.md "Errors"): shown next to the promo-code field. */
  promoCode?: string | null;
}

interface Words {
  t: (key: string, values?: Record<string, string | number>) => string;
  money: (amount: number) => string;
}

const numbers = (value: unknown): number[] => (Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : []);
const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/**
 * The line updates a placing refusal implies (a new price, a suspended or finished market): the
 * slip's lines take the backend's news.
 */
export function betUpdatesOf(error: Pick<ApiError, 'code' | 'meta'> | null): CouponBetUpdate[] {
  const meta = error?.meta ?? {};
  switch (error?.code) {
    case 'coef_changed': {
      const changes = Array.isArray(meta.changes) ? meta.changes : [];
      const updates: CouponBetUpdate[] = [];
      for (const change of changes) {
        const id = num((change as Record<string, unknown>).id);
        const coef = num((change as Record<string, unknown>).newCoef);
        if (id !== null && coef !== null) updates.push({ id, coef });
      }
      return updates;
    }
    case 'market_suspended':
      return numbers(meta.betIds).map((id) => ({ id, isBlocked: true }));
    case 'game_finished':
      return numbers(meta.betIds).map((id) => ({ id, isFinished: true }));
    default:
      return [];
  }
}

/**
 * A placing refusal (docs/coupon-api.md error codes) turned into messages where they belong, and
 * the line updates it implies (betUpdatesOf).
 */
export function couponErrorOf(error: ApiError | null, { t, money }: Words): CouponError & { updates: CouponBetUpdate[] } {
  const result: CouponError & { updates: CouponBetUpdate[] } = { general: null, amount: null, lines: {}, legs: {}, updates: betUpdatesOf(error) };
  const meta = error?.meta ?? {};
  const onLines = (ids: number[], message: string) => ids.forEach((id) => (result.lines[String(id)] = message));
  switch (error?.code) {
    case 'coef_changed':
      result.general = t('coefChangedError');
      break;
    case 'market_suspended':
      onLines(numbers(meta.betIds), t('suspendedError'));
      break;
    case 'game_finished':
      onLines(numbers(meta.betIds), t('finishedError'));
      break;
    case 'score_changed':
      onLines(numbers(meta.betIds), t('scoreChangedError'));
      break;
    case 'same_game':
      onLines(numbers(meta.betIds), t('sameGameError'));
      break;
    case 'amount_below_min':
      result.amount = t('belowMin', { amount: money(num(meta.min) ?? 0) });
      break;
    case 'amount_above_max':
      result.amount = t('aboveMax', { amount: money(num(meta.max) ?? 0) });
      break;
    case 'insufficient_funds':
      result.amount = t('insufficientFunds', { amount: money(num(meta.balance) ?? 0) });
      break;
    case 'bonus_bet_unavailable':
      result.general = t('bonusBetUnavailable');
      break;
    // The player's own limits (docs/limits-api.md): the service's words, in his language,
    // say which limit and what is left; a stake past a limit shows at the stake.
    case 'limit_exceeded':
      result.amount = error?.message || t('placeError');
      break;
    case 'limit_currency':
    case 'self_excluded':
    case 'time_out':
    case 'blocked':
      result.general = error?.message || t('placeError');
      break;
    // The slip's promo code was refused, so was the coupon (nothing taken): the reason by the field.
    case 'promo_code_unknown':
    case 'promo_code_expired':
    case 'promo_code_not_started':
    case 'promo_code_used_up':
    case 'promo_code_already_used':
      result.promoCode = t('promoCodeError', { reason: (error?.code ?? '').replace('promo_code_', ''), amount: '' });
      break;
    case 'promo_code_condition':
      result.promoCode = t('promoCodeError', { reason: typeof meta.condition === 'string' ? meta.condition : 'other', amount: money(num(meta.min) ?? 0) });
      break;
    case 'block_amount_above_max':
      result.legs[String(num(meta.blockId) ?? 0)] = t('legAboveMax', { amount: money(num(meta.max) ?? 0) });
      break;
    default:
      result.general = t('placeError');
  }
  return result;
}
