import { DEFAULT_BAN_PAGE_URL, RETURN_URL_QUERY } from '@/lib/config/guards';
import { deducePageAllowed, isBanned } from '@/lib/rules/ban';
import { safeReturnUrl } from '@/lib/auth/returnUrl';
import type { SessionHint } from '@/lib/auth/sessionHint';
import { ROUTE_ID } from '@/lib/routes/manifest';
import type { RouteEntry } from '@/lib/routes/types';
import { href } from '@/lib/routes/href';
import type { GuardContext } from './context';
import type { Decision } from './facts';
import { guardQuery, returnTo, withQuery } from './query';

export interface AccessOptions {
  banPageUrl?: string;
}

/**
 * The ban rule (limits-coupon-auth.md §6), the one the middleware and the server render both apply: a banned
 * user goes to the external ban page, except on a ban-exempt route (the deduce page) when his level
 * is the one his ban version allows. The middleware feeds it the cookie's view, the server render
 * (lib/session/serverBan.ts) the backend's.
 */
export function decideBan(
  route: Pick<RouteEntry, 'banExempt'>,
  session: Pick<SessionHint, 'signedIn' | 'banLevel' | 'banVersion'>,
  options: AccessOptions = {},
): Decision | null {
  if (!session.signedIn || !isBanned(session.banLevel)) return null;
  if (route.banExempt === true && deducePageAllowed(session.banLevel, session.banVersion)) return null;
  return { kind: 'redirect', location: options.banPageUrl || DEFAULT_BAN_PAGE_URL };
}

/**
 * Who may open the page (shell-and-routing.md §6, limits-coupon-auth.md §6), from the cookies alone:
 * - a visitor on a page that needs login goes to user/login when route 72 is available, else home,
 *   with the wanted page kept as `returnUrl`; on an account-app page, to the authorisation page;
 * - a signed-in user on a page for visitors goes where `returnUrl` says (same-origin paths only),
 *   else to the account;
 * - a banned user goes to the external ban page, except on the deduce page his level allows.
 */
export function decideAccess(ctx: GuardContext, options: AccessOptions = {}): Decision | null {
  if (!ctx.match) return null;
  const { route } = ctx.match;
  const { session } = ctx;
  const ban = decideBan(route, session, options);
  if (ban) return ban;
  const toLogin = (): Decision => {
    const loginAvailable = ctx.config?.availableRouteIds.includes(ROUTE_ID.login) ?? true;
    const target = loginAvailable ? href(ctx.lng, 'login') : href(ctx.lng, 'home');
    return { kind: 'redirect', location: withQuery(target, guardQuery(ctx.search, returnTo(ctx.lng, ctx.path, ctx.search))) };
  };
  const needsLogin = route.flag === 'paymentPage' && ctx.config?.paymentPage.authOnly === true;
  switch (route.access) {
    case 'public':
      return needsLogin && !session.signedIn ? toLogin() : null;
    case 'auth':
      return session.signedIn ? null : toLogin();
    case 'auth-app':
      return session.signedIn
        ? null
        : {
            kind: 'redirect',
            location: withQuery(href(ctx.lng, 'authApp'), guardQuery(ctx.search, returnTo(ctx.lng, ctx.path, ctx.search))),
          };
    case 'guest-only': {
      if (!session.signedIn) return null;
      const account = withQuery(href(ctx.lng, 'officeAccount'), guardQuery(ctx.search));
      const wanted = new URLSearchParams(ctx.search).get(RETURN_URL_QUERY);
      return { kind: 'redirect', location: safeReturnUrl(wanted, account) };
    }
    default:
      // A route naming an access class this chain does not know is a bug, not a page to show.
      return { kind: 'error', status: 500, message: 'Unknown middleware', language: ctx.lng };
  }
}
