import * as z from 'zod/mini';
import { COUPON_BUS_EVENT } from './busEvent';

/**
 * The coupon's event bus (limits-coupon-auth.md §4: "adding and updating bets goes through an event bus").
 * A price button, a screen or a remote app (its own bundle) adds a bet by an event on `window`,
 * never by importing the store; the slip's bridge listens, checks the event and dispatches.
 */
export { COUPON_BUS_EVENT, emitCouponEvent } from './busEvent';

export const CouponMarketSchema = z.object({
  id: z.int(),
  coef: z.number().check(z.gt(1)),
  sportId: z.int(),
  typeId: z.int(),
  kind: z.int(),
  isLive: z.boolean(),
  gameId: z.int(),
  champId: z.int(),
  names: z.object({ market: z.string() }),
});

export const CouponGameSchema = z.object({
  names: z.object({ team1: z.string(), team2: z.string(), champ: z.string() }),
  scores: z.nullable(z.string()),
  status: z.int(),
  startTime: z.string(),
  gameTime: z.nullable(z.string()),
  isFinished: z.optional(z.boolean()),
  isLiveInLive: z.optional(z.boolean()),
});

const BetInputSchema = z.object({ market: CouponMarketSchema, game: CouponGameSchema, isBlocked: z.optional(z.boolean()) });
export type CouponBetInput = z.infer<typeof BetInputSchema>;

const UpdateSchema = z.object({
  id: z.int(),
  coef: z.optional(z.number().check(z.gt(1))),
  isBlocked: z.optional(z.boolean()),
  scores: z.optional(z.nullable(z.string())),
  gameTime: z.optional(z.nullable(z.string())),
  status: z.optional(z.int()),
  isFinished: z.optional(z.boolean()),
});
export type CouponBetUpdate = z.infer<typeof UpdateSchema>;

const EventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('toggleBet'), bet: BetInputSchema }),
  z.object({ type: z.literal('addBet'), bet: BetInputSchema }),
  z.object({ type: z.literal('removeBet'), id: z.int() }),
  z.object({ type: z.literal('updateBet'), update: UpdateSchema }),
  // Opens the slip (on phones, its sheet): the bottom navigation's coupon button.
  z.object({ type: z.literal('openSlip') }),
]);
export type CouponBusEvent = z.infer<typeof EventSchema>;

/** Listens to the coupon's events; a malformed one (a remote app's bug) is reported and dropped. */
export function onCouponEvent(handler: (event: CouponBusEvent) => void, report: (message: string) => void = console.error): () => void {
  const listener = (raw: Event) => {
    const parsed = EventSchema.safeParse((raw as CustomEvent).detail);
    if (parsed.success) handler(parsed.data);
    else report(`Coupon event dropped: ${parsed.error.issues[0]?.path.join('.') ?? ''} ${parsed.error.issues[0]?.message ?? ''}`);
  };
  window.addEventListener(COUPON_BUS_EVENT, listener);
  return () => window.removeEventListener(COUPON_BUS_EVENT, listener);
}
