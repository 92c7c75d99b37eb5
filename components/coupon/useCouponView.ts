'use client';

import { useFormatter } from 'next-intl';
import { ACCOUNT_TYPE } from '@/lib/config/accounts';
import { FALLBACK_CURRENCY_ISO } from '@/lib/config/coupon';
import { COUPON_TYPE } from '@/lib/rules/coupon';
import { bonusBetOffered, bonusCoef } from '@/lib/coupon/bonus';
import { checkAmount } from '@/lib/coupon/amounts';
import { couponTotals } from '@/lib/coupon/totals';
import { useAppSelector } from '@/store/hooks';
import { selectActiveAccount } from '@/store/slices/account';
import { selectCoupon } from '@/store/rootReducer';
import { moneyFormat } from '@/lib/account/moneyFormat';

/** What the slip's parts show, worked out once from the coupon, the account and the site config. */
export function useCouponView() {
  const coupon = useAppSelector(selectCoupon);
  const siteConfig = useAppSelector((state) => state.app.siteConfig);
  const account = useAppSelector(selectActiveAccount);
  const format = useFormatter();
  const iso = account?.iso ?? FALLBACK_CURRENCY_ISO;
  const bonusOffered = bonusBetOffered(coupon, siteConfig?.bonusBetEnabled ?? false);
  const bonusFactor = bonusOffered ? bonusCoef(coupon.bets.length) : 1;
  const totals = couponTotals({ ...coupon, bonusFactor });
  // Multiple singles: each single's stake is checked on its own (the backend does the same).
  const amounts =
    coupon.typeId === COUPON_TYPE.multiSingles ? coupon.bets.map((bet) => coupon.amountByBetId[String(bet.market.id)] ?? coupon.amount) : [coupon.amount];
  const amountProblem =
    amounts
      .map((amount) =>
        checkAmount({
          typeId: coupon.typeId,
          amount,
          min: coupon.minBetAmount,
          max: coupon.maxBetAmount,
          checkedTypes: siteConfig?.coupon.amountCheckTypes ?? [],
          isBonusAccount: account?.type === ACCOUNT_TYPE.bonus,
        }),
      )
      .find((problem) => problem !== null) ?? null;
  const money = (amount: number) => format.number(amount, moneyFormat(iso));
  return { coupon, account, iso, bonusOffered, bonusFactor, totals, amountProblem, money, siteConfig };
}
