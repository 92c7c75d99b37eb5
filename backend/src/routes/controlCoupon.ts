import { Hono } from 'hono';
import { z } from 'zod';
import { hasAtMostTwoDecimals } from '../accounts/money';
import { findUserByLogin } from '../accounts/users';
import { resolveDueCoupons } from '../coupon/acceptance';
import { settleGame } from '../coupon/settle';
import { controlBets } from '../coupon/view';
import type { AppDeps } from '../deps';
import { ApiError, badRequest, notFound } from '../errors';
import { gameOutcomeIds, movePrices, openOutcomes, outcomesByIds, updateOutcome } from '../line/outcomes';
import { parseWith, queryInt, readBody, readQuery } from '../validate';

/**
 * The control API of the line and the coupons (backend/README.md): outcomes to bet on, price and
 * suspension changes, a game's result (which settles its bets), and a player's bets. The control
 * middleware purges the site's cache after every change (app.ts).
 */
const OutcomesQuery = z.object({
  section: z.enum(['line', 'live'], { error: 'must be "line" or "live"' }).optional(),
  limit: queryInt(1, 1000).optional(),
});

const OutcomePatch = z.strictObject({
  price: z
    .number()
    .gt(1, 'must be more than 1')
    .max(1000)
    .refine(hasAtMostTwoDecimals, 'must have at most 2 decimals')
    .optional(),
  suspended: z.boolean().optional(),
});

const ids = z.array(z.number().int().positive()).max(100);
const MoveBody = z.strictObject({ section: z.enum(['line', 'live']).optional(), limit: z.number().int().min(1).max(2000).optional() });
const ResultBody = z.strictObject({ winners: ids, voids: ids.optional() });

const idParam = (value: string, name: string) => parseWith(z.coerce.number().int().positive().max(2_147_483_647), value, name);

export function controlCouponRoutes({ db, clock, line }: AppDeps) {
  const app = new Hono();

  app.get('/line/outcomes', (c) => {
    const { section, limit } = readQuery(c, OutcomesQuery);
    return c.json(openOutcomes(db, { section, limit: limit ?? 20 }));
  });

  app.patch('/line/outcomes/:outcomeId', async (c) => {
    const id = idParam(c.req.param('outcomeId'), 'outcomeId');
    const change = await readBody(c, OutcomePatch);
    const before = outcomesByIds(db, [id]).get(id);
    const outcome = updateOutcome(db, id, change);
    if (!outcome || !before) throw notFound(`Unknown outcome: ${id}`);
    // The feed tells the site (docs/line-feed.md).
    if (change.price !== undefined && change.price !== before.coef) {
      line?.feed.publish({ type: 'price', data: { outcomeId: id, gameId: outcome.gameId, coef: outcome.price } });
    }
    if (change.suspended !== undefined && change.suspended !== (before.suspended === 1)) {
      line?.feed.publish({ type: 'status', data: { outcomeId: id, gameId: outcome.gameId, isBlocked: outcome.suspended || before.finished === 1 } });
    }
    return c.json(outcome);
  });

  // The bench's price changes (docs/decisions/live-feed.md): many prices at once, each pushed by the feed.
  app.post('/line/move-prices', async (c) => {
    const { section, limit = 500 } = await readBody(c, MoveBody);
    const moved = movePrices(db, { section, limit });
    for (const data of moved) line?.feed.publish({ type: 'price', data });
    return c.json({ moved: moved.length });
  });

  app.post('/line/games/:gameId/result', async (c) => {
    const gameId = idParam(c.req.param('gameId'), 'gameId');
    const { winners, voids = [] } = await readBody(c, ResultBody);
    const game = gameOutcomeIds(db, gameId);
    if (!game) throw notFound(`Unknown game: ${gameId}`);
    const own = new Set(game.outcomeIds);
    const foreign = [...winners, ...voids].filter((id) => !own.has(id));
    if (foreign.length > 0) throw badRequest(`Outcomes ${foreign.join(', ')} are not of game ${gameId}`);
    const both = winners.filter((id) => voids.includes(id));
    if (both.length > 0) throw badRequest(`Outcomes ${both.join(', ')} are both winners and voids`);
    if (game.finished) throw new ApiError(409, `Game ${gameId} already has its result`, { code: 'game_finished', meta: { gameId } });
    const settledCoupons = settleGame(db, clock.now(), gameId, { winners, voids });
    const live = outcomesByIds(db, [game.outcomeIds[0] ?? 0]).get(game.outcomeIds[0] ?? 0)?.is_live === 1;
    line?.feed.publish({ type: 'status', data: { gameId, isLive: live, isFinished: true } });
    return c.json({ gameId, settledCoupons });
  });

  app.get('/bets/:login', (c) => {
    const login = c.req.param('login');
    const user = findUserByLogin(db, login);
    if (!user) throw notFound(`Unknown login: ${login}`);
    resolveDueCoupons(db, clock.now(), user.id);
    return c.json(controlBets(db, user.id));
  });

  return app;
}
