import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { requireSession } from '../auth/requireSession';
import { assertTermsAccepted } from '../auth/terms';
import { resolveDueCoupons } from '../coupon/acceptance';
import { couponCodeUnknown, couponNotFound, idempotencyKeyRequired, outcomeUnknown } from '../coupon/errors';
import { once } from '../coupon/idempotency';
import { placeCoupon } from '../coupon/place';
import { MAX_COUPON_BETS } from '../../../lib/rules/coupon';
import { IDEMPOTENCY_HEADER, MAX_IDEMPOTENCY_KEY_LENGTH, PlaceBodySchema } from '../coupon/request';
import { loadCoupon, saveCoupon } from '../coupon/saved';
import { HISTORY_STATES, type HistoryState } from '../coupon/store';
import { historyView, ownCouponView } from '../coupon/view';
import type { AppDeps } from '../deps';
import { pickLang } from '../lang';
import { outcomesByIds, toLoadedBet } from '../line/outcomes';
import { loadSiteConfig } from '../siteConfigStore';
import { queryInt, readBody, readQuery } from '../validate';

/** The coupon: placing, reading placed coupons, saving and loading a coupon by code (docs/coupon-api.md). */
const HistoryQuery = z.object({
  from: z.iso.datetime({ offset: true, message: 'must be an ISO date-time' }).optional(),
  to: z.iso.datetime({ offset: true, message: 'must be an ISO date-time' }).optional(),
  state: z.enum(Object.keys(HISTORY_STATES) as [HistoryState, ...HistoryState[]]).optional(),
  page: queryInt(1, 1_000_000).optional(),
  pageSize: queryInt(1, 100).optional(),
  lng: z.string().optional(),
});

const SaveBody = z.strictObject({
  bets: z
    .array(z.strictObject({ id: z.number().int().positive() }))
    .min(1)
    .max(MAX_COUPON_BETS)
    .refine((bets) => new Set(bets.map((bet) => bet.id)).size === bets.length, 'each outcome once'),
});

export function couponRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono();

  // Everything here depends on who asks or changes at once (prices): never cached.
  app.use('/coupon/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  const unauthorized = (c: Context) =>
    c.json({ error: 'unauthorized', errors: [{ code: 'unauthorized', detail: 'Not signed in' }] }, 401);

  app.post('/coupon/place', async (c) => {
    // A bet moves money: refused to any banned player (403 banned), and 451 while terms changed.
    const player = requireSession(c, deps, { money: 'move' });
    if (!player) return unauthorized(c);
    assertTermsAccepted(db, player.user);
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (!key || key.length > MAX_IDEMPOTENCY_KEY_LENGTH) throw idempotencyKeyRequired();
    const body = await readBody(c, PlaceBodySchema);
    const site = loadSiteConfig(db);
    const context = {
      db,
      clock,
      config: site.coupon,
      bonusBetEnabled: site.bonusBetEnabled,
      user: player.user,
      lang: pickLang(c.req.query('lng')),
    };
    const answer = once(db, { userId: player.user.id, key, body, now: clock.now() }, () => placeCoupon(context, body));
    if (answer.replayed) c.header('Idempotency-Replayed', 'true');
    return c.json(answer.body, answer.status as ContentfulStatusCode);
  });

  app.get('/coupon/history', (c) => {
    const player = requireSession(c, deps, { money: 'read' });
    if (!player) return unauthorized(c);
    const query = readQuery(c, HistoryQuery);
    resolveDueCoupons(db, clock.now(), player.user.id);
    const filter = {
      from: query.from === undefined ? undefined : Date.parse(query.from),
      to: query.to === undefined ? undefined : Date.parse(query.to),
      state: query.state ?? 'all',
      page: query.page ?? 1,
      pageSize: query.pageSize ?? 20,
    };
    return c.json(historyView(db, clock, player.user.id, filter, pickLang(query.lng)));
  });

  app.get('/coupon/:couponId{[0-9]{1,15}}', (c) => {
    const player = requireSession(c, deps, { money: 'read' });
    if (!player) return unauthorized(c);
    resolveDueCoupons(db, clock.now(), player.user.id);
    const couponId = c.req.param('couponId');
    // Another player's coupon answers exactly as an unknown id.
    const view = ownCouponView(db, clock, player.user.id, Number(couponId), pickLang(c.req.query('lng')));
    if (!view) throw couponNotFound(couponId);
    return c.json(view);
  });

  // Anyone may save a coupon (no session): the code names outcomes, nothing of the player's.
  app.post('/coupon/save', async (c) => {
    const { bets } = await readBody(c, SaveBody);
    const ids = bets.map((bet) => bet.id);
    const known = outcomesByIds(db, ids);
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length > 0) throw outcomeUnknown(unknown);
    return c.json({ code: saveCoupon(db, ids, clock.now()) });
  });

  app.get('/coupon/load/:code', (c) => {
    const code = c.req.param('code');
    const ids = loadCoupon(db, code);
    if (!ids) throw couponCodeUnknown(code);
    const lang = pickLang(c.req.query('lng'));
    const outcomes = outcomesByIds(db, ids);
    // At today's prices; an outcome whose game is over since is left out.
    const bets = ids.flatMap((id) => {
      const outcome = outcomes.get(id);
      return outcome && outcome.finished === 0 ? [toLoadedBet(outcome, lang, clock)] : [];
    });
    return c.json({ bets });
  });

  return app;
}
