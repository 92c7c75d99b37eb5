/**
 * The live tables' clock and limits (docs/casino-tables-api.md "Round cycle", "Limits"). The
 * betting window is LIVE_TABLE_BETTING_MS when set (the browser tests' backend uses 600 000 so a
 * window never closes by itself during a test), read on every use.
 */
export const DEFAULT_BETTING_MS = 15_000;
export const DECISION_MS = 10_000;
export const RESULT_MS = 6_000;
/** A seat that bet this recently counts among the table's players; the ticker works only for such tables. */
export const ACTIVE_WINDOW_MS = 600_000;
export const RESULTS_SHOWN = 12;
export const MAX_POSITIONS = 20;
export const DEMO_CURRENCY = 'RUB';
/** A demo seat's play money: 100 000.00. */
export const DEMO_START_MINOR = 10_000_000;

export function bettingMs(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.LIVE_TABLE_BETTING_MS);
  return Number.isInteger(value) && value >= 1000 ? value : DEFAULT_BETTING_MS;
}

/** The smallest and the largest total of one position in one round, by currency (minor units). */
const LIMITS: Readonly<Record<string, { minMinor: number; maxMinor: number }>> = {
  RUB: { minMinor: 1_000, maxMinor: 5_000_000 },
  USD: { minMinor: 10, maxMinor: 50_000 },
  EUR: { minMinor: 10, maxMinor: 50_000 },
  GBP: { minMinor: 10, maxMinor: 50_000 },
  USDT: { minMinor: 10, maxMinor: 50_000 },
  KZT: { minMinor: 5_000, maxMinor: 25_000_000 },
  UAH: { minMinor: 500, maxMinor: 2_000_000 },
  BYN: { minMinor: 50, maxMinor: 200_000 },
  UZS: { minMinor: 100_000, maxMinor: 500_000_000 },
  AZN: { minMinor: 20, maxMinor: 100_000 },
  TRY: { minMinor: 500, maxMinor: 2_000_000 },
};

export function tableLimits(iso: string): { currency: string; minMinor: number; maxMinor: number } {
  const limits = LIMITS[iso];
  return limits ? { currency: iso, ...limits } : { currency: DEMO_CURRENCY, ...(LIMITS[DEMO_CURRENCY] as { minMinor: number; maxMinor: number }) };
}
