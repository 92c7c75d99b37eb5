import * as z from 'zod/mini';
import { getJson, query } from '../http';

/** The share of a round's stake that counts, in percent, by kind of game (docs/bonuses.md "Casino"). */
export const WeightsSchema = z.object({ slot: z.number(), scratch: z.number(), keno: z.number(), crash: z.number(), table: z.number() });
export type Weights = z.infer<typeof WeightsSchema>;

export const BONUS_STATUSES = ['active', 'wagered', 'forfeited', 'declined'] as const;
export type BonusStatus = (typeof BONUS_STATUSES)[number];
export const BONUS_PRODUCTS = ['sport', 'casino'] as const;
export type BonusProduct = (typeof BONUS_PRODUCTS)[number];

/** One bonus of the player's (docs/bonuses-api.md "GET /web-api/bonuses"); amounts in major units. */
export const BonusSchema = z.object({
  id: z.int(),
  product: z.enum(BONUS_PRODUCTS),
  source: z.string(),
  currency: z.string(),
  amount: z.number(),
  wagerMultiplier: z.int(),
  minOdds: z.nullable(z.number()),
  weights: z.nullable(WeightsSchema),
  required: z.number(),
  wagered: z.number(),
  remaining: z.number(),
  grantedAt: z.string(),
  deadline: z.string(),
  status: z.enum(BONUS_STATUSES),
  closedAt: z.nullable(z.string()),
  /** What left the bonus account when it closed (to the main balance when wagered); null while active. */
  moved: z.nullable(z.number()),
});
export type Bonus = z.infer<typeof BonusSchema>;

const ProductTermsSchema = z.object({
  choice: z.int(),
  wagerMultiplier: z.int(),
  minOdds: z.nullable(z.number()),
  days: z.int(),
  weights: z.nullable(WeightsSchema),
});
export type ProductTerms = z.infer<typeof ProductTermsSchema>;

/** The first-deposit offer: whether the player can still get it, and its terms per product. */
export const FirstDepositOfferSchema = z.object({
  available: z.boolean(),
  currency: z.string(),
  percent: z.number(),
  cap: z.nullable(z.number()),
  minDeposit: z.nullable(z.number()),
  products: z.object({ sport: ProductTermsSchema, casino: ProductTermsSchema }),
});
export type FirstDepositOffer = z.infer<typeof FirstDepositOfferSchema>;

const BonusesSchema = z.object({ asOf: z.string(), offer: FirstDepositOfferSchema, items: z.array(BonusSchema) });
export type Bonuses = z.infer<typeof BonusesSchema>;

export const bonusesKey = (lng: string) => `/web-api/bonuses${query({ lng })}`;

/** `GET /web-api/bonuses`: the player's bonuses, newest first, after a sweep on the backend clock, and the first-deposit offer. */
export function fetchBonuses(lng: string): Promise<Bonuses> {
  return getJson(bonusesKey(lng), BonusesSchema);
}
