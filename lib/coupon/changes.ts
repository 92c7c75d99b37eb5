import { CHANGE_COEF_ACTION, type ChangeCoefAction } from '@/lib/rules/coupon';

/**
 * Whether a price move is taken without asking (the mapping is in
 * docs/decisions/price-changes.md): 0 asks on any change, 1 takes increases, 2 takes any change. exactCoef asks
 * on any change whatever the action.
 */
export function acceptsChange(action: ChangeCoefAction, exactCoef: boolean, oldCoef: number, newCoef: number): boolean {
  if (oldCoef === newCoef) return true;
  if (exactCoef) return false;
  if (action === CHANGE_COEF_ACTION.acceptAny) return true;
  if (action === CHANGE_COEF_ACTION.acceptHigher) return newCoef > oldCoef;
  return false;
}

export type CoefDirection = 'up' | 'down' | null;

export function coefDirection(prevCoef: number | null, coef: number): CoefDirection {
  if (prevCoef === null || prevCoef === coef) return null;
  return coef > prevCoef ? 'up' : 'down';
}
