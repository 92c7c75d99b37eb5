import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { ApiError, fieldError, notFound } from '../errors';
import { pickLang } from '../lang';
import { loadSiteConfig } from '../siteConfigStore';
import { parseWith } from '../validate';
import { assertGoogleCsrf, GOOGLE_CLIENT_ID, verifyGoogleCredential } from '../auth/googleOneTap';
import { SOCIAL_STATE_TTL_MS, SOCIAL_TOKEN_TTL_MS } from '../auth/signInRules';
import { assertRegistrationOpen, countryFor, currencyById, currencyFor } from '../auth/registration';
import { safeReturnUrl, SITE_LANGUAGES, withQuery } from '../auth/returnUrl';
import { noStore } from '../auth/requestSchemas';
import { signIn } from '../auth/signIn';
import { createSocialPlayer, demoIdentity, findLinkedUser, isSocialProvider, SOCIAL_PROVIDERS, type SocialIdentity } from '../auth/social';
import { SOCIAL_PAGE_HEADERS, socialErrorPage, socialPage } from '../auth/socialPage';
import { clearSocialStateCookie, isStateOfThisBrowser, setSocialStateCookie } from '../auth/socialState';
import { createTicket, findTicket, isLive, spendTicket, ticketData } from '../auth/tickets';

/** The site's languages: One Tap sends the player to the home page of his. */
const LANGUAGES = new Set<string>(SITE_LANGUAGES);

interface StateData {
  provider: string;
  returnUrl: string;
  mode: 'login' | 'register';
  save: boolean;
}

const OneTapSchema = z.object({
  credential: z.string().trim().min(1, 'is required').max(4096),
  language: z.string().trim().max(5).optional(),
  currency_id: z.string().regex(/^\d{1,6}$/, 'must be a currency id').transform(Number).optional(),
  country_id: z.string().regex(/^\d{1,6}$/, 'must be a country id').transform(Number).optional(),
});

/**
 * Social sign-in (limits-coupon-auth.md §3 providers, §7 oauth; shell-and-routing.md §7 Google One Tap). The reference
 * backend plays every provider itself: /authorize shows a small page ("Continue as Alex Demo" or
 * cancel), /callback signs the player in and sends the browser back to its returnUrl.
 */
export function socialRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono();
  app.use('*', noStore);

  app.get('/oauth/providers', (c) => c.json(Object.entries(SOCIAL_PROVIDERS).map(([id, name]) => ({ id, name }))));

  app.get('/oauth/google-one-tap/clientId', (c) => c.json({ clientId: GOOGLE_CLIENT_ID }));

  // mode=login (default): an unknown identity becomes a new player at once. mode=register: it comes
  // back as ?social_token= for the registration form (soc_reg) to complete.
  app.get('/oauth/:provider/authorize', (c) => {
    const provider = c.req.param('provider');
    if (!isSocialProvider(provider)) throw notFound(`Unknown provider: ${provider}`);
    const data: StateData = {
      provider,
      returnUrl: safeReturnUrl(c.req.query('returnUrl')),
      mode: c.req.query('mode') === 'register' ? 'register' : 'login',
      save: ['1', 'true'].includes(c.req.query('save') ?? ''),
    };
    const state = createTicket(db, clock, { purpose: 'social_state', ttlMs: SOCIAL_STATE_TTL_MS, data });
    setSocialStateCookie(c, deps, provider, state);
    const html = socialPage({
      lang: pickLang(c.req.query('lng')),
      provider,
      providerName: SOCIAL_PROVIDERS[provider],
      personName: demoIdentity(provider).name,
      state,
    });
    return c.html(html, 200, SOCIAL_PAGE_HEADERS);
  });

  app.post('/oauth/:provider/callback', async (c) => {
    const provider = c.req.param('provider');
    const form = await c.req.parseBody();
    const posted = typeof form.state === 'string' ? form.state : '';
    // Login CSRF: a state this browser did not start is refused before anything else is looked at:
    // an error page, no session, the state left as it was.
    const bound = isStateOfThisBrowser(c, posted);
    clearSocialStateCookie(c, deps, provider);
    if (!bound) {
      const lang = pickLang(c.req.query('lng'));
      return c.html(socialErrorPage(lang, `/${lang}`), 403, SOCIAL_PAGE_HEADERS);
    }
    const row = findTicket(db, 'social_state', posted);
    const data = row ? ticketData<StateData>(row) : null;
    if (!row || !data || !isSocialProvider(provider) || data.provider !== provider || !isLive(row, clock.now()) || !spendTicket(db, row.token)) {
      return c.redirect(withQuery('/', { social_error: 'expired' }), 302);
    }
    const back = (params: Record<string, string> = {}) => c.redirect(withQuery(data.returnUrl, params), 302);
    if (form.action !== 'continue') return back({ social_error: 'cancelled' });
    const identity = demoIdentity(provider);
    const linked = findLinkedUser(db, provider, identity.subject);
    if (linked) {
      signIn(c, deps, linked, data.save);
      return back();
    }
    if (!loadSiteConfig(db).registrationEnabled) return back({ social_error: 'registration_disabled' });
    if (data.mode === 'register') {
      const token = createTicket(db, clock, { purpose: 'social_token', ttlMs: SOCIAL_TOKEN_TTL_MS, data: identity });
      return back({ social_token: token, provider });
    }
    signIn(c, deps, newSocialPlayer(identity), data.save);
    return back();
  });

  // Multipart (shell-and-routing.md §7): credential, language, currency_id, country_id → { redirectUrl }.
  app.post('/oauth/google-one-tap', async (c) => {
    assertSameSite(c);
    const form = await c.req.parseBody();
    assertGoogleCsrf(c, form);
    const body = parseWith(OneTapSchema, form, 'body');
    const identity = verifyGoogleCredential(deps, body.credential);
    if (!identity) throw fieldError('/credential', 'The Google credential is not valid or has expired');
    let user = findLinkedUser(db, 'google', identity.subject);
    if (!user) {
      assertRegistrationOpen(db);
      user = newSocialPlayer(identity, body.currency_id, body.country_id);
    }
    signIn(c, deps, user, true);
    const language = body.language?.toLowerCase();
    return c.json({ redirectUrl: language && LANGUAGES.has(language) ? `/${language}` : '/' });
  });

  /** A first sign-in without a registration form: RUB (or the given currency), Russia, no bonus. */
  function newSocialPlayer(identity: SocialIdentity, currencyId?: number, countryId?: number) {
    return createSocialPlayer(db, clock, identity, {
      currency: currencyId === undefined ? currencyFor(db, 'RUB') : currencyById(db, currencyId),
      country: countryFor(countryId ?? 1),
      bonusChoice: 0,
      type: 'social',
    });
  }

  return app;
}

/**
 * A browser marks a request another site started (Sec-Fetch-Site: cross-site); such a One Tap
 * post is refused, so no other site can sign a visitor into an account of its choosing.
 */
function assertSameSite(c: Context): void {
  if (c.req.header('sec-fetch-site') === 'cross-site') {
    throw new ApiError(403, 'Cross-site sign-in requests are refused', { code: 'forbidden' });
  }
}
