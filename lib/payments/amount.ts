/** Why an amount typed for a payment method is refused, or null when it can go (its amount range in major units). */
export type AmountProblem = 'invalid' | 'below' | 'above';

/** The typed text as an amount: digits with at most two decimals (a comma works as the point). */
export function parseAmount(text: string): number | null {
  const normalized = text.trim().replace(',', '.').replace(/\s+/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(normalized)) return null;
  return Number(normalized);
}

export function amountProblem(text: string, amountRange: { min: number; max: number }): AmountProblem | null {
  const amount = parseAmount(text);
  if (amount === null || amount <= 0) return 'invalid';
  if (amount < amountRange.min) return 'below';
  if (amount > amountRange.max) return 'above';
  return null;
}

/** The provider's fee for an amount, in major units, rounded to the minor unit. */
export function feeFor(amount: number, fee: { percent: number; fixed: number }): number {
  return Math.round(amount * fee.percent + fee.fixed * 100) / 100;
}
