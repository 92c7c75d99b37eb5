import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppDeps } from '../deps';
import { notSignedIn } from '../auth/authErrors';
import { setUserTokenCookie } from '../auth/cookies';
import { newFingerprint } from '../auth/fingerprint';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_S, TOKEN_REUSE_MIN_LEFT_MS } from '../auth/signInRules';
import { banInfoOf, requireSession } from '../auth/requireSession';
import { rightsOf } from '../auth/rights';
import { noStore } from '../auth/requestSchemas';
import { findRequestSession, issueUserToken, TOKEN_COOKIE } from '../auth/sessions';
import { verifyToken } from '../auth/tokens';
import { restrictedRights } from '../limits/enforce';

/** The bearer token of the request, else its user_token cookie. */
function presentedToken(c: Context): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
  return match?.[1] ?? getCookie(c, TOKEN_COOKIE);
}

/**
 * The session's token (limits-coupon-auth.md §7 gettoken), the player's rights, and the device calls the
 * site makes around them: the device session (§7 /web-api/session) and the fingerprint.
 */
export function tokenRoutes(deps: AppDeps) {
  const { db, clock, secret } = deps;
  const app = new Hono();
  for (const path of ['/user/gettoken', '/user/rights', '/session', '/fingerprint']) app.use(path, noStore);

  // force_refresh=true always mints; otherwise the token the client holds comes back while it has
  // 5 minutes left. Needs a live session (`ua`, or a still-valid bearer): 401 otherwise.
  app.get('/user/gettoken', (c) => {
    const session = findRequestSession(c, db, clock, secret);
    if (!session) throw notSignedIn();
    const force = ['true', '1'].includes(c.req.query('force_refresh') ?? '');
    const held = presentedToken(c);
    const claims = held && !force ? verifyToken(held, secret, clock.now()) : null;
    if (held && claims && claims.sid === session.id && claims.exp * 1000 - clock.now() >= TOKEN_REUSE_MIN_LEFT_MS) {
      return c.json({ token: held, expires_at: claims.exp });
    }
    const { token, exp } = issueUserToken(db, clock, secret, session);
    setUserTokenCookie(c, deps, token, exp);
    return c.json({ token, expires_at: exp });
  });

  // 200 for a banned player too, with the money rights dropped (rightsOf) and his ban from the users
  // table, never from the token: the site routes him by it; the money calls refuse him themselves.
  // A running self-exclusion, time-out or block (limits/enforce.ts) drops bet, casino and deposit.
  app.get('/user/rights', (c) => {
    const user = requireSession(c, deps)?.user;
    if (!user) throw notSignedIn();
    const rights = restrictedRights(db, user.id, Math.floor(clock.now() / 1000), rightsOf(user));
    return c.json({ rights, ...banInfoOf(user) });
  });

  // Plain text, not JSON (limits-coupon-auth.md §7). Starts a device session: a random id the fingerprint is
  // tied to. Readable by script, since it is no credential and the site checks for it.
  app.get('/session', (c) => {
    if (!getCookie(c, DEVICE_COOKIE)) {
      setCookie(c, DEVICE_COOKIE, randomBytes(16).toString('base64url'), {
        path: '/',
        sameSite: 'Lax',
        secure: deps.secureCookies === true,
        maxAge: DEVICE_COOKIE_MAX_AGE_S,
      });
    }
    return c.text('ok');
  });

  app.get('/fingerprint', (c) => c.json(newFingerprint(c, deps)));

  return app;
}
