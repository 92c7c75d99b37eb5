import { COEF_FORMAT } from '@/lib/config/user';

/** The largest denominator a fractional price is written with (bookmakers' fractions stay small). */
const MAX_DENOMINATOR = 100;

/** The closest fraction to `value` with a denominator up to MAX_DENOMINATOR (continued fractions). */
function toFraction(value: number): [number, number] {
  let [h0, h1, k0, k1] = [0, 1, 1, 0];
  let x = value;
  for (let i = 0; i < 32; i += 1) {
    const a = Math.floor(x);
    const [h2, k2] = [a * h1 + h0, a * k1 + k0];
    if (k2 > MAX_DENOMINATOR) break;
    [h0, h1, k0, k1] = [h1, h2, k1, k2];
    const rest = x - a;
    if (rest < 1e-9) break;
    x = 1 / rest;
  }
  return [h1, k1];
}

const fixed = (value: number) => value.toFixed(2);
const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

/**
 * A decimal price in the player's odds format (settings: coefViewId). The formats are the
 * usual bookmaker ones: fractional profit over stake, American moneyline (+ for a win of more than
 * the stake per 100, − for the stake needed to win 100), Hong Kong profit, Malay and Indonesian
 * with their signs flipping at evens. An unknown format, or a price of 1 or less, stays decimal.
 */
export function formatCoef(decimal: number, formatId: number): string {
  const profit = decimal - 1;
  if (!(profit > 0)) return fixed(decimal);
  switch (formatId) {
    case COEF_FORMAT.fractional: {
      const [numerator, denominator] = toFraction(profit);
      return `${numerator}/${denominator}`;
    }
    case COEF_FORMAT.american:
      return signed(profit >= 1 ? Math.round(profit * 100) : -Math.round(100 / profit));
    case COEF_FORMAT.hongKong:
      return fixed(profit);
    case COEF_FORMAT.malay:
      return fixed(profit <= 1 ? profit : -1 / profit);
    case COEF_FORMAT.indo:
      return fixed(profit >= 1 ? profit : -1 / profit);
    default:
      return fixed(decimal);
  }
}
