import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import { currencyIso, deleteAccount, findCurrency, userAccounts } from '../accounts/accounts';
import { requireSession } from '../auth/requireSession';
import type { UserRow } from '../accounts/rows';
import type { AppDeps } from '../deps';
import { ApiError } from '../errors';
import { pickLang } from '../lang';
import {
  addableCurrencies,
  convertAccount,
  convertStatusOf,
  openDueCurrencyAccounts,
  openingCount,
  removalProblem,
  requestCurrencyAccount,
} from '../accounts/office';
import { officeTexts, type OfficeTexts } from '../accounts/officeTexts';
import { setHideBalance } from '../accounts/users';
import { resolveDueCoupons } from '../coupon/acceptance';
import { openCouponCount } from '../coupon/store';
import { openRoundCount } from '../casino/wallet/store';
import { parseWith, readBody } from '../validate';

type Env = { Variables: { user: UserRow; texts: OfficeTexts } };

/** An office-API answer: `data.message`, on success and on failure alike (shell-and-routing.md §7). */
const answer = (c: Context, message: string, status: ContentfulStatusCode = 200, extra: object = {}) =>
  c.json({ data: { message, ...extra } }, status);

const IsoBody = z.strictObject({ iso: z.string().trim().min(1).max(10).transform((iso) => iso.toUpperCase()) });

/**
 * The office API for the player's accounts: currencies that may be added, add and remove a currency
 * account, the convert-account status and the conversion, and the hide-balance setting. Every call
 * checks the session (401 otherwise) and depends on who asks, so nothing may be cached.
 */
export function officeRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono<Env>();

  app.use('/office/*', async (c, next) => {
    c.header('Cache-Control', 'no-store');
    const texts = officeTexts(pickLang(c.req.query('lng')));
    // Every office call moves or shows the player's accounts: a banned player is refused here, from
    // the users table (requireSession), whatever his user_token claims; the deduce page uses none.
    let user: UserRow | undefined;
    try {
      user = requireSession(c, deps, { money: 'move' })?.user;
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'banned')) throw error;
      return c.json({ ...error.options.extra, data: { message: texts.banned() } }, 403);
    }
    if (!user) return c.json({ error: 'unauthorized', data: { message: texts.notSignedIn() } }, 401);
    c.set('user', user);
    c.set('texts', texts);
    // A currency account asked for earlier opens on the first read after its time; a live coupon
    // whose wait is over is accepted or refunded before its account's rules are looked at.
    openDueCurrencyAccounts(db, user.id, clock.now());
    resolveDueCoupons(db, clock.now(), user.id);
    await next();
  });

  // Failures keep the office shape too: a bad body is `{data: {message}}`, not JSON:API errors.
  app.onError((error, c) => {
    if (error instanceof ApiError) return answer(c, error.detail, error.status);
    if (error instanceof HTTPException) return answer(c, error.message || 'Request failed', error.status);
    console.error('[backend] unexpected error', c.req.method, c.req.path, error);
    return answer(c, 'Internal server error', 500);
  });

  app.get('/office/currencies', (c) => {
    const currencies = addableCurrencies(db, c.get('user').id).map(({ id, iso, symbol }) => ({ id, iso, symbol }));
    return c.json({ data: { currencies } });
  });

  // Add a currency: accepted now, the account appears in the balance a moment later.
  app.post('/office/accounts', async (c) => {
    const user = c.get('user');
    const texts = c.get('texts');
    const { iso } = await readBody(c, IsoBody);
    const currency = findCurrency(db, iso);
    if (!currency) return answer(c, texts.unknownCurrency(iso), 400);
    const problem = requestCurrencyAccount(db, user.id, currency, clock.now());
    if (problem === 'alreadyHeld') return answer(c, texts.alreadyHeld(currency.iso), 409);
    if (problem === 'limit') return answer(c, texts.limit(), 409);
    return answer(c, texts.added(currency.iso), 202);
  });

  // Remove a currency account: only an empty, inactive type-9 account of the player's own.
  app.delete('/office/accounts/:id', (c) => {
    const user = c.get('user');
    const texts = c.get('texts');
    const id = parseWith(z.coerce.number().int().positive(), c.req.param('id'), 'id');
    const account = userAccounts(db, user.id).find((a) => a.id === id);
    if (!account) return answer(c, texts.notFound(id), 404);
    // Open coupons and open casino rounds alike pay to this account later (docs/casino-wallet.md).
    const problem = removalProblem(account, openCouponCount(db, id) + openRoundCount(db, id));
    if (problem === 'notCurrency') return answer(c, texts.notCurrency(), 400);
    if (problem === 'hasMoney') return answer(c, texts.hasMoney(), 409);
    if (problem === 'active') return answer(c, texts.active(), 409);
    if (problem === 'openBets') return answer(c, texts.openBets(), 409);
    deleteAccount(db, id);
    return answer(c, texts.removed(currencyIso(db, account.currency_id)));
  });

  app.get('/office/accounts/convert-status', (c) => {
    const userId = c.get('user').id;
    return c.json({ data: { status: convertStatusOf(userAccounts(db, userId), openingCount(db, userId)) } });
  });

  app.post('/office/accounts/convert', async (c) => {
    const user = c.get('user');
    const texts = c.get('texts');
    const { iso } = await readBody(c, IsoBody);
    const currency = findCurrency(db, iso);
    if (!currency) return answer(c, texts.unknownCurrency(iso), 400);
    const problem = convertAccount(db, user.id, currency, userAccounts(db, user.id));
    if (problem === 'notAllowed') return answer(c, texts.convertNotAllowed(), 409);
    if (problem === 'badTarget') return answer(c, texts.convertBadTarget(currency.iso), 400);
    return answer(c, texts.converted(currency.iso));
  });

  // The hide-balance setting; the user config gives it back as user_hide_balance.
  app.post('/office/hide-balance', async (c) => {
    const user = c.get('user');
    const texts = c.get('texts');
    const { user_hide_balance: hidden } = await readBody(c, z.strictObject({ user_hide_balance: z.boolean() }));
    setHideBalance(db, user.id, hidden);
    return answer(c, texts.hideBalanceSaved(hidden), 200, { user_hide_balance: hidden });
  });

  return app;
}
