import type { BonusProduct } from './grant';

/**
 * The first-deposit bonus's terms (docs/bonuses.md "The first-deposit bonus"): the spec's bonus choice
 * (0 decline, 1 sport, 2 casino) at the deposit picks the product; the bonus is this share of the
 * first successful deposit, at most the cap of its currency, credited to the bonus account with the
 * deposit and wagered as below. A currency without a cap gets no bonus. Amounts in minor units.
 */
export const FIRST_DEPOSIT_BONUS_PERCENT = 100;
export const FIRST_DEPOSIT_BONUS_CAP_MINOR: Readonly<Record<string, number>> = {
  RUB: 1_000_000,
  USD: 15_000,
  EUR: 15_000,
  KZT: 5_000_000,
};
/** A first deposit under this earns no bonus; it is still the first deposit, so the offer is spent. */
export const FIRST_DEPOSIT_BONUS_MIN_DEPOSIT_MINOR: Readonly<Record<string, number>> = {
  RUB: 10_000,
  USD: 100,
  EUR: 100,
  KZT: 50_000,
};

/** The spec's bonus choice → the product it wagers on (0 declines). */
export const BONUS_CHOICE_PRODUCT: Readonly<Record<number, BonusProduct>> = { 1: 'sport', 2: 'casino' };

/** How a product's first-deposit bonus is wagered. */
export interface WageringTerms {
  /** Times the bonus to stake before it is real money. */
  wagerMultiplier: number;
  /** Sport: a coupon under these total odds (× 100) does not count; null: any odds. */
  minOddsX100: number | null;
  /** Days from the grant until an unwagered bonus is forfeited. */
  days: number;
}

export const FIRST_DEPOSIT_TERMS: Readonly<Record<BonusProduct, WageringTerms>> = {
  sport: { wagerMultiplier: 5, minOddsX100: 150, days: 30 },
  casino: { wagerMultiplier: 35, minOddsX100: null, days: 14 },
};

/**
 * The share of a casino round's stake that counts toward a casino bonus, in percent, by the game's
 * engine (casino/games/engines.ts); a round an outside game server opened (engine null: the table and
 * live games) counts as `table`.
 */
export const CASINO_WEIGHT_PERCENT = {
  slot: 100,
  scratch: 50,
  keno: 50,
  crash: 20,
  table: 10,
} as const;
export type WeightGroup = keyof typeof CASINO_WEIGHT_PERCENT;

export function weightGroupOf(engine: string | null): WeightGroup {
  return engine === 'slot' || engine === 'scratch' || engine === 'keno' || engine === 'crash' ? engine : 'table';
}

/** The first-deposit bonus a deposit earns, in minor units (0: none): the share, capped, from the minimum deposit up. */
export function firstDepositBonusMinor(iso: string, depositMinor: number): number {
  const cap = FIRST_DEPOSIT_BONUS_CAP_MINOR[iso];
  const min = FIRST_DEPOSIT_BONUS_MIN_DEPOSIT_MINOR[iso];
  if (cap === undefined || min === undefined || depositMinor < min) return 0;
  return Math.min(Math.round((depositMinor * FIRST_DEPOSIT_BONUS_PERCENT) / 100), cap);
}

/** How often the running backend sweeps every player's bonuses (main.ts): releases and forfeits on time. */
export const BONUS_SWEEP_EVERY_MS = 60_000;
/** The wagering list's page size (GET /web-api/bonuses/{id}/wagering). */
export const WAGERING_PAGE_SIZE = 20;
