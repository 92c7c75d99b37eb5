import type { PromotionTermsData } from '@/lib/api/promotions';

/** One line of a promotion's terms table: a message key of `offers.terms` and its values. */
export interface TermsRow {
  key: 'percent' | 'cap' | 'minDeposit' | 'minStake' | 'amount' | 'wager' | 'minOdds' | 'days' | 'weights' | 'rates' | 'claimDays';
  values: Record<string, string | number>;
}

/** The currency shown when the visitor's is not known or not listed: the site's default. */
export const DEFAULT_ISO = 'RUB';

/** Minor units of `iso` (falling back to the default currency) as [major amount, its currency]; undefined when none. */
export function amountIn(byCurrency: Readonly<Record<string, number>> | undefined, iso: string): { amount: number; iso: string } | undefined {
  if (!byCurrency) return undefined;
  const chosen = byCurrency[iso] !== undefined ? iso : DEFAULT_ISO;
  const minor = byCurrency[chosen];
  return minor === undefined ? undefined : { amount: minor / 100, iso: chosen };
}

/**
 * The terms as rows in a fixed order, amounts in `iso` (docs/promotions-api.md "Promotions"):
 * only what the promotion sets. `money` formats a major amount in its currency.
 */
export function termsRows(terms: PromotionTermsData | null | undefined, iso: string, money: (amount: number, iso: string) => string): TermsRow[] {
  if (!terms) return [];
  const rows: TermsRow[] = [];
  const moneyRow = (key: TermsRow['key'], byCurrency: Readonly<Record<string, number>> | undefined) => {
    const found = amountIn(byCurrency, iso);
    if (found) rows.push({ key, values: { amount: money(found.amount, found.iso) } });
  };
  if (terms.bonusPercent !== undefined) rows.push({ key: 'percent', values: { percent: terms.bonusPercent, product: terms.product } });
  moneyRow('amount', terms.amount);
  moneyRow('cap', terms.cap);
  moneyRow('minDeposit', terms.minDeposit);
  moneyRow('minStake', terms.minStake);
  if (terms.wagerMultiplier !== undefined) rows.push({ key: 'wager', values: { multiplier: terms.wagerMultiplier, product: terms.product } });
  if (terms.minOddsX100 !== undefined) rows.push({ key: 'minOdds', values: { odds: (terms.minOddsX100 / 100).toFixed(2) } });
  if (terms.days !== undefined) rows.push({ key: 'days', values: { count: terms.days } });
  if (terms.weights) {
    const w = terms.weights;
    rows.push({ key: 'weights', values: { slot: w.slot ?? 0, scratch: w.scratch ?? 0, keno: w.keno ?? 0, crash: w.crash ?? 0, table: w.table ?? 0 } });
  }
  if (terms.ratesByLevel) rows.push({ key: 'rates', values: { rates: terms.ratesByLevel.filter((rate): rate is number => rate !== null).map((rate) => `${rate} %`).join(' · ') } });
  if (terms.claimDays !== undefined) rows.push({ key: 'claimDays', values: { count: terms.claimDays } });
  return rows;
}
