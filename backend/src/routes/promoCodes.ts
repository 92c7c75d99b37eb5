import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { UserRow } from '../accounts/rows';
import { requireSession } from '../auth/requireSession';
import type { AppDeps } from '../deps';
import { pickLang, type Lang } from '../lang';
import { notSignedIn, promotionNotFound } from '../promoCodes/errors';
import { joinPromotion, leavePromotion, offersOf } from '../promoCodes/offers';
import { redeemPromoCode, redemptionHistory } from '../promoCodes/redeem';
import { readBody } from '../validate';

/** A promo code as typed: the backend trims it and compares it case-insensitively. */
const CodeBody = z.strictObject({
  code: z.string().trim().min(1, 'must not be empty').max(40, 'must be at most 40 characters'),
});

/**
 * Promo codes and the offers a player joins (docs/promotions-api.md): redeeming and checking a code,
 * the player's redeemed codes, taking part in a promotion and leaving it, the offers joined. Every
 * call needs a signed-in player no ban refuses money moves to (403 `banned`); money moves are refused
 * under a self-exclusion, time-out or block (limits/enforce.ts). Answers are `Cache-Control: no-store`.
 * Redeeming twice is safe without an Idempotency-Key: a code is once per player (the redemption's
 * unique key), so a retry answers 409 `promo_code_already_used` and grants nothing.
 */
export function promoCodeRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono();

  for (const path of ['/promo-codes/*', '/offers', '/promotions/:id/join']) app.use(path, noStore);

  const player = (c: Context): UserRow => {
    const found = requireSession(c, deps, { money: 'move' });
    if (!found) throw notSignedIn();
    return found.user;
  };
  const langOf = (c: Context): Lang => pickLang(c.req.header('x-language') ?? c.req.query('lng'));
  const promotionId = (c: Context): number => {
    const raw = c.req.param('id') ?? '';
    if (!/^\d{1,9}$/.test(raw)) throw promotionNotFound(raw);
    return Number(raw);
  };

  app.post('/promo-codes/redeem', async (c) => {
    const user = player(c);
    const { code } = await readBody(c, CodeBody);
    const result = redeemPromoCode(db, clock.now(), { userId: user.id, code, channel: 'office', lang: langOf(c) });
    return c.json({ offer: result.offer, bonusId: result.bonusId, redemptionId: result.redemptionId });
  });

  app.post('/promo-codes/check', async (c) => {
    const user = player(c);
    const { code } = await readBody(c, CodeBody);
    const result = redeemPromoCode(db, clock.now(), { userId: user.id, code, channel: 'office', lang: langOf(c), dryRun: true });
    return c.json({ offer: result.offer });
  });

  app.get('/promo-codes/history', (c) => {
    const user = player(c);
    return c.json({ items: redemptionHistory(db, user.id, langOf(c)) });
  });

  app.get('/offers', (c) => {
    const user = player(c);
    return c.json({ items: offersOf(db, user.id, clock.now(), langOf(c)) });
  });

  app.post('/promotions/:id/join', (c) => {
    const user = player(c);
    return c.json(joinPromotion(db, clock.now(), user.id, promotionId(c), langOf(c)));
  });

  app.delete('/promotions/:id/join', (c) => {
    const user = player(c);
    return c.json(leavePromotion(db, clock.now(), user.id, promotionId(c), langOf(c)));
  });

  return app;
}

async function noStore(c: Context, next: () => Promise<void>) {
  await next();
  c.header('Cache-Control', 'no-store');
}
