import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { readBody } from '../validate';
import { ACCOUNT_TYPE, listAccounts, setActiveAccount, toAccountView } from '../accounts/accounts';
import { logCookieAgreement } from '../accounts/cookieAgreements';
import { toMajor } from '../accounts/money';
import { clearSessionCookies } from '../auth/cookies';
import { requireSession } from '../auth/requireSession';
import { findRequestSession, revokeSession } from '../auth/sessions';
import { assertTermsAccepted } from '../auth/terms';
import type { UserRow } from '../accounts/rows';
import type { AppDeps } from '../deps';
import { pickLang } from '../lang';
import { acceptTerms, toUserConfig } from '../accounts/users';
import { openDueCurrencyAccounts } from '../accounts/office';
import { resolveDueCoupons } from '../coupon/acceptance';

/** When the terms now in force were published: what the agreement-rules status gives as updatedAt. */
export const TERMS_PUBLISHED_AT = '2026-11-01T00:00:00.000Z';

/**
 * Session, user config, balance and the agreement to the terms. Everything here depends on who is asking,
 * so nothing may be cached.
 */
export function userRoutes(deps: AppDeps) {
  const { db, clock, secret } = deps;
  const app = new Hono();

  // Scoped paths: a '*' here would also cover other /web-api modules once mounted.
  for (const path of ['/user/*', '/api-v3/user/*', '/api-v3/v2/user/*']) {
    app.use(path, async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    });
  }

  // Calls that touch no money; those that do pass their `money` use to requireSession themselves.
  const currentUser = (c: Context): UserRow | null => requireSession(c, deps)?.user ?? null;

  // 401 body: the site reads `error`; `errors` keeps the JSON:API shape too.
  const unauthorized = (c: Context) =>
    c.json({ error: 'unauthorized', errors: [{ code: 'unauthorized', detail: 'Not signed in' }] }, 401);

  app.get('/user/checksession', (c) => c.json({ user_id: currentUser(c)?.id ?? null }));

  // Set active account (shell-and-routing.md §7: payload params id). Only one of the player's own accounts.
  app.post('/user/account/active', async (c) => {
    // Moves what the next bet is paid from: refused to any banned player (403 banned).
    const user = requireSession(c, deps, { money: 'move' })?.user;
    if (!user) return unauthorized(c);
    // An action with the player's account: 451 until changed terms are accepted (auth/terms.ts).
    assertTermsAccepted(db, user);
    const { id } = await readBody(c, z.strictObject({ id: z.number().int().positive() }));
    // Another player's account answers exactly as an unknown id: no hint which ids exist.
    if (!setActiveAccount(db, user.id, id)) {
      return c.json({ errors: [{ code: 'not_found', detail: `Account ${id} was not found` }] }, 404);
    }
    return c.json({ ok: true });
  });

  // The cookie-agreement log (shell-and-routing.md §7: params cookiesAgreeTime, an ISO time).
  app.post('/user/cookies-agreement', async (c) => {
    const user = currentUser(c);
    if (!user) return unauthorized(c);
    const { cookiesAgreeTime } = await readBody(
      c,
      z.strictObject({ cookiesAgreeTime: z.iso.datetime({ offset: true, message: 'must be an ISO date-time' }) }),
    );
    logCookieAgreement(db, user.id, cookiesAgreeTime, clock.now());
    return c.json({ ok: true });
  });

  app.post('/user/disconnect', (c) => {
    const session = findRequestSession(c, db, clock, secret);
    if (session) revokeSession(db, session.id);
    clearSessionCookies(c, deps);
    return c.json({ ok: true });
  });

  app.get('/user/config', (c) => {
    const user = currentUser(c);
    if (!user) return unauthorized(c);
    return c.json({ result: toUserConfig(user) });
  });

  // Whether the player must accept changed terms (shell-and-routing.md §4, §7: reads result and updatedAt).
  app.get('/api-v3/v2/user/agreement-rules/status', (c) => {
    const user = currentUser(c);
    if (!user) return unauthorized(c);
    const changed = user.terms_changed === 1;
    return c.json({ result: changed, updatedAt: changed ? TERMS_PUBLISHED_AT : null });
  });

  // The player accepts the terms now in force; accepting twice is harmless.
  app.post('/api-v3/v2/user/agreement-rules/confirm', (c) => {
    const user = currentUser(c);
    if (!user) return unauthorized(c);
    acceptTerms(db, user.id);
    return c.json({ ok: true });
  });

  // Variant 1 and variant 2 (site config balanceVariant) return the same data.
  // A read of money: a banned player only on the deduce page's allowed level (403 banned otherwise).
  const balance = (c: Context) => {
    const user = requireSession(c, deps, { money: 'read' })?.user;
    if (!user) return unauthorized(c);
    const lang = pickLang(c.req.query('lng'));
    // A currency account the office API accepted earlier shows up once its time has come, and a
    // live coupon refused since its wait ended is refunded (coupon/acceptance.ts).
    openDueCurrencyAccounts(db, user.id, clock.now());
    resolveDueCoupons(db, clock.now(), user.id);
    const rows = listAccounts(db, user.id);
    const main = rows.find((row) => row.type === ACCOUNT_TYPE.main);
    const bonus = rows.find((row) => row.type === ACCOUNT_TYPE.bonus);
    return c.json({
      balance: toMajor(main?.money_minor ?? 0),
      bonus: toMajor(bonus?.money_minor ?? 0),
      all_accounts: rows.map((row) => toAccountView(row, lang)),
      is_available_first_deposit_bonus: user.first_deposit_bonus_available === 1,
    });
  };
  app.get('/user/balance', balance);
  app.get('/api-v3/user/balance', balance);

  return app;
}
