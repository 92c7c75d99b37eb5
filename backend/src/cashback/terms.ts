/**
 * The weekly casino cashback's terms (docs/cashback-api.md "Terms"). Rates by level live with the
 * levels (rewards/terms.ts LEVELS: VIP 5/6/7/8/10 %, premium 12/15 % for the two top levels).
 * Money in minor units.
 */
export type Programme = 'vip' | 'premium';
export const PROGRAMMES: readonly Programme[] = ['vip', 'premium'];

/** The most one week pays, by programme and currency; a currency not listed earns no cashback. */
export const CASHBACK_CAP_MINOR: Readonly<Record<Programme, Readonly<Record<string, number>>>> = {
  vip: { RUB: 5_000_000, USD: 75_000, EUR: 75_000, KZT: 25_000_000 },
  premium: { RUB: 15_000_000, USD: 200_000, EUR: 200_000, KZT: 75_000_000 },
};

/** Days after the week's end in which a computed cashback can be claimed; then it expires. */
export const CLAIM_DAYS = 7;

export const DAY_MS = 24 * 60 * 60 * 1000;
export const WEEK_MS = 7 * DAY_MS;

/** The Monday 00:00 UTC that starts the week holding `at` (epoch ms). */
export function weekStartOf(at: number): number {
  const date = new Date(at);
  const midnight = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const daysSinceMonday = (date.getUTCDay() + 6) % 7;
  return midnight - daysSinceMonday * DAY_MS;
}

/** The cashback of a week's net loss at a rate, capped; nothing on a net win or an unknown currency. Whole minor units, rounded down. */
export function cashbackAmount(lossMinor: number, ratePct: number, programme: Programme, iso: string): number {
  const cap = CASHBACK_CAP_MINOR[programme][iso];
  if (cap === undefined || lossMinor <= 0) return 0;
  return Math.min(Math.floor((lossMinor * ratePct) / 100), cap);
}
