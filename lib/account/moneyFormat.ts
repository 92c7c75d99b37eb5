/** How the site shows an amount of money: in its currency, at most two decimals (next-intl's `format.number`). */
export function moneyFormat(iso: string) {
  return { style: 'currency', currency: iso, maximumFractionDigits: 2 } as const;
}
