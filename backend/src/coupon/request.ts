import { z } from 'zod';
import { COUPON_TYPE, MAX_COUPON_BETS, MIN_BETS_BY_TYPE } from '../../../lib/rules/coupon';
import { hasAtMostTwoDecimals, MAX_MAJOR_AMOUNT } from '../accounts/money';

/**
 * The body of POST /web-api/coupon/place (docs/coupon-api.md), checked in full before anything
 * else: each problem is a 400 `validation` entry pointing at its field.
 */

const Amount = z
  .number()
  .positive('must be more than 0')
  .max(MAX_MAJOR_AMOUNT)
  .refine(hasAtMostTwoDecimals, 'must have at most 2 decimals');

const IdKey = z.string().regex(/^\d{1,10}$/, 'must be an id');

const BetSchema = z.strictObject({
  id: z.number().int().positive(),
  coef: z.number().positive().max(100_000),
  blockId: z.number().int().min(0).optional(),
  isBanker: z.boolean().optional(),
  score: z.union([z.string().max(50), z.null()]).optional(),
});
export type PlaceBet = z.infer<typeof BetSchema>;

export const PlaceBodySchema = z
  .strictObject({
    typeId: z.literal([0, 1, 2, 3, 9], { error: 'must be 0, 1, 2, 3 or 9' }),
    accountId: z.number().int().positive(),
    amount: Amount,
    amountByBetId: z.record(IdKey, Amount).optional(),
    amountByBlockId: z.record(IdKey, Amount).optional(),
    systemValue: z.number().int().optional(),
    bets: z.array(BetSchema).min(1).max(MAX_COUPON_BETS),
    changeCoefAction: z.literal([0, 1, 2], { error: 'must be 0, 1 or 2' }),
    exactCoef: z.boolean(),
    isDropOnScoreChange: z.boolean(),
    // The site shows the express's bonus bet and asks for it; the backend checks the rule itself.
    isBonusBet: z.boolean().optional(),
    // Shown by the site and accepted, not used: the backend prices every line itself.
    coef: z.number().positive().optional(),
    coefViewId: z.number().int().optional(),
    // Redeemed with the coupon, in its transaction (place.ts write; docs/promotions-api.md "In the coupon").
    promoCode: z.string().max(50).optional(),
    isVipBet: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    const issue = (path: PropertyKey[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    const seen = new Set<number>();
    body.bets.forEach((bet, index) => {
      if (seen.has(bet.id)) issue(['bets', index, 'id'], `outcome ${bet.id} is in the coupon twice`);
      seen.add(bet.id);
    });
    const n = body.bets.length;
    const min = MIN_BETS_BY_TYPE[body.typeId];
    if (n < min) issue(['bets'], `a coupon of type ${body.typeId} needs at least ${min} bets`);
    if (body.typeId === COUPON_TYPE.single && n !== 1) issue(['bets'], 'a single holds exactly 1 bet');
    // amountByBetId (type 9) and amountByBlockId (type 3) are read by their own type only; keys that
    // name no bet or leg are ignored, so a slip that switched tabs may send what it still holds.
    if (body.typeId === COUPON_TYPE.chain) checkChain(body, issue);
  });
export type PlaceBody = z.infer<typeof PlaceBodySchema>;

/** A chain's legs: each bet its own leg, numbered 0..n−1 (`blockId`, the wire's name) in play order; leg 0 stakes `amount`. */
function checkChain(body: PlaceBody, issue: (path: PropertyKey[], message: string) => void): void {
  const n = body.bets.length;
  const legs = new Set<number>();
  body.bets.forEach((bet, index) => {
    if (bet.blockId === undefined) issue(['bets', index, 'blockId'], 'every bet of a chain needs a blockId');
    else if (bet.blockId >= n || legs.has(bet.blockId)) issue(['bets', index, 'blockId'], `blockIds must be 0..${n - 1}, one each`);
    else legs.add(bet.blockId);
  });
  const leg0 = body.amountByBlockId?.['0'];
  if (leg0 !== undefined && leg0 !== body.amount) issue(['amountByBlockId', '0'], 'leg 0 stakes the amount');
}

/** The one header that makes a repeated placing safe. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const MAX_IDEMPOTENCY_KEY_LENGTH = 100;
