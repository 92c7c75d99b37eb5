'use client';

import { useFormatter } from 'next-intl';
import { COUPON_TYPE } from '@/lib/config/coupon';
import { bonusCoef, isBonusBetAvailable } from '@/lib/coupon/bonus';
import { checkAmount } from '@/lib/coupon/amounts';
import { couponTotals } from '@/lib/coupon/totals';
import { useAppSelector } from '@/store/hooks';
import { selectActiveAccount } from '@/store/slices/account';

/** What the slip's parts show, worked out once from the coupon, the account and the site config. */
export function useCouponView() {
  const coupon = useAppSelector((state) => state.coupon);
  const siteConfig = useAppSelector((state) => state.app.siteConfig);
  const account = useAppSelector(selectActiveAccount);
  const format = useFormatter();
  const iso = account?.iso ?? 'RUB';
  const bonusOffered = isBonusBetAvailable({
    siteAllows: siteConfig?.bonusBetEnabled ?? false,
    typeId: coupon.typeId,
    bets: coupon.bets,
    coef: coupon.coef ?? 0,
    manuallyDeletedBonusBet: coupon.manuallyDeletedBonusBet,
  });
  const bonusFactor = bonusOffered ? bonusCoef(coupon.bets.length) : 1;
  const totals = couponTotals({ ...coupon, bonusFactor });
  const amountProblem = checkAmount({
    typeId: coupon.typeId,
    amount: coupon.typeId === COUPON_TYPE.multiSingles ? Math.min(...coupon.bets.map((b) => coupon.amountByBetId[String(b.market.id)] ?? coupon.amount)) : coupon.amount,
    min: coupon.minBetAmount,
    max: coupon.maxBetAmount,
    checkedTypes: siteConfig?.coupon.amountCheckTypes ?? [],
    // A bonus account (type 4) has no max (§5).
    isBonusAccount: account?.type === 4,
  });
  const money = (amount: number) => format.number(amount, { style: 'currency', currency: iso, maximumFractionDigits: 2 });
  return { coupon, account, iso, bonusOffered, bonusFactor, totals, amountProblem, money, siteConfig };
}
