import { COUPON_TYPE } from '../../../lib/rules/coupon';
import { systemWinMinor } from '../../../lib/rules/system';
import type { CouponLineRow, CouponRow, LineStatus } from './rows';

/**
 * What a coupon pays (docs/coupon-api.md "Settlement"), exactly: amounts in minor units, prices in
 * hundredths, every product in BigInt, the payout floored to whole minor units once at the end.
 * A line's effective price is its price when won, 1 when void, 0 when lost.
 */
export interface PayoutLine {
  priceX100: number;
  status: LineStatus;
  isBanker: boolean;
  blockId: number | null;
  blockAmountMinor: number | null;
}

export interface PayoutCoupon {
  typeId: number;
  amountMinor: number;
  systemValue: number | null;
  /** An express's bonus bet factor in hundredths (103 = ×1.03); null or absent: none. */
  bonusX100?: number | null;
  lines: readonly PayoutLine[];
}

/** A stored coupon and its lines as the payout rules read them. */
export function payoutCouponOf(coupon: CouponRow, lines: readonly CouponLineRow[]): PayoutCoupon {
  return {
    typeId: coupon.type_id,
    amountMinor: coupon.amount_minor,
    systemValue: coupon.system_value,
    bonusX100: coupon.bonus_x100,
    lines: lines.map((line) => ({
      priceX100: line.price_x100,
      status: line.status,
      isBanker: line.is_banker === 1,
      blockId: line.block_id,
      blockAmountMinor: line.block_amount_minor,
    })),
  };
}

const HUNDRED = 100n;

/** The line's effective price in hundredths; `allWin` prices an unsettled line as won (possible win). */
function effective(line: PayoutLine, allWin: boolean): bigint {
  if (allWin || line.status === 'won') return BigInt(line.priceX100);
  return line.status === 'void' ? HUNDRED : 0n;
}

/**
 * Every combination of k lines, the bankers in each, priced by the rule the slip shows it with
 * (lib/rules/system.ts systemWinMinor), over the effective prices.
 */
function systemPayout(coupon: PayoutCoupon, allWin: boolean): bigint {
  const lines = coupon.lines.map((line) => ({ priceX100: Number(effective(line, allWin)), isBanker: line.isBanker }));
  return BigInt(systemWinMinor(coupon.amountMinor, lines, coupon.systemValue ?? 0));
}

/**
 * Legs in play order (by blockId): leg 0 stakes the amount, leg i min(its amount, what leg i−1
 * returned). A won leg returns stake × price, a void one its stake; what is not carried into the next
 * leg is paid out, the last leg's return whole. A lost leg ends the chain (what it carried is lost).
 */
function chainPayout(coupon: PayoutCoupon, allWin: boolean): bigint {
  const legs = [...coupon.lines].sort((a, b) => (a.blockId ?? 0) - (b.blockId ?? 0));
  let stake = BigInt(coupon.amountMinor);
  let paid = 0n;
  for (let i = 0; i < legs.length; i += 1) {
    const line = legs[i];
    if (!line) break;
    const price = effective(line, allWin);
    if (price === 0n) break;
    const returned = (stake * price) / HUNDRED;
    const next = legs[i + 1];
    if (!next) return paid + returned;
    const carried = BigInt(next.blockAmountMinor ?? 0) < returned ? BigInt(next.blockAmountMinor ?? 0) : returned;
    paid += returned - carried;
    stake = carried;
  }
  return paid;
}

/**
 * A single or an express: stake × the product of the effective prices, × the bonus factor when the
 * express has one. A coupon whose every line is void gives the stake back, without the bonus (a void
 * coupon is not a win).
 */
function productPayout(coupon: PayoutCoupon, allWin: boolean): bigint {
  const product = coupon.lines.reduce((acc, line) => acc * effective(line, allWin), 1n);
  const stake = BigInt(coupon.amountMinor);
  const scale = HUNDRED ** BigInt(coupon.lines.length);
  const bonus = coupon.bonusX100 ?? null;
  if (bonus === null || (!allWin && coupon.lines.every((line) => line.status === 'void'))) return (stake * product) / scale;
  return (stake * product * BigInt(bonus)) / (scale * HUNDRED);
}

function payout(coupon: PayoutCoupon, allWin: boolean): number {
  if (coupon.typeId === COUPON_TYPE.system) return Number(systemPayout(coupon, allWin));
  if (coupon.typeId === COUPON_TYPE.chain) return Number(chainPayout(coupon, allWin));
  return Number(productPayout(coupon, allWin));
}

/** The payout of a coupon whose lines are settled, in minor units (floored). */
export const settledWinMinor = (coupon: PayoutCoupon): number => payout(coupon, false);

/** The most the coupon can pay: every line won. */
export const possibleWinMinor = (coupon: PayoutCoupon): number => payout(coupon, true);

/** Every line void: void; a payout: won; otherwise lost. */
export function settledStatus(lines: readonly Pick<PayoutLine, 'status'>[], winMinor: number): 'won' | 'lost' | 'void' {
  if (lines.every((line) => line.status === 'void')) return 'void';
  return winMinor > 0 ? 'won' : 'lost';
}

/**
 * The coupon's price as the view shows it (2 decimals, half up): a single's or an express's product of
 * prices (× the bonus factor when it has one); a system's or a chain's possible win divided by its amount.
 */
export function couponCoef(coupon: PayoutCoupon): number {
  if (coupon.typeId === COUPON_TYPE.system || coupon.typeId === COUPON_TYPE.chain) {
    if (coupon.amountMinor === 0) return 0;
    const x100 = (BigInt(possibleWinMinor(coupon)) * 200n + BigInt(coupon.amountMinor)) / (2n * BigInt(coupon.amountMinor));
    return Number(x100) / 100;
  }
  const bonus = coupon.bonusX100 ?? null;
  const prices = coupon.lines.reduce((acc, line) => acc * BigInt(line.priceX100), 1n);
  // The product in hundredths is Π prices / 100^(n−1); with a bonus Π prices · bonus / 100^n.
  const product = bonus === null ? prices : prices * BigInt(bonus);
  const scale = HUNDRED ** BigInt(Math.max(0, coupon.lines.length - (bonus === null ? 1 : 0)));
  return Number((product * 2n + scale) / (2n * scale)) / 100;
}
