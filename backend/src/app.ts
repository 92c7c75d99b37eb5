import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppDeps } from './deps';
import { ApiError, sendApiError, sendError } from './errors';
import { GUARDED_PREFIXES } from './http/limits';
import { requestGuard } from './http/requestGuard';
import { securityHeaders } from './http/securityHeaders';
import { authRoutes } from './routes/auth';
import { captchaRoutes } from './routes/captcha';
import { controlAuthRoutes } from './routes/controlAuth';
import { passwordRoutes } from './routes/password';
import { phoneRoutes } from './routes/phone';
import { registrationRoutes } from './routes/registration';
import { socialRoutes } from './routes/social';
import { tokenRoutes } from './routes/token';
import { casinoRoutes } from './routes/casino';
import { casinoGameRoutes } from './routes/casinoGames';
import { casinoWalletRoutes } from './routes/casinoWallet';
import { controlCasinoRoutes } from './routes/controlCasino';
import { casinoPlayerRoutes } from './routes/casinoPlayer';
import { casinoPreviewRoutes } from './routes/casinoPreview';
import { configRoutes } from './routes/config';
import { controlRoutes } from './routes/control';
import { controlCouponRoutes } from './routes/controlCoupon';
import { couponRoutes } from './routes/coupon';
import { fragmentControlRoutes, fragmentRoutes } from './routes/fragments';
import { infoRoutes } from './routes/info';
import { createLineEngine } from './line/engine';
import { lineRoutes } from './routes/line';
import { lineFeedRoutes } from './routes/lineFeed';
import { officeRoutes } from './routes/office';
import { promotionRoutes } from './routes/promotions';
import { userRoutes } from './routes/user';
import { controlPaymentRoutes } from './routes/controlPayments';
import { controlLimitRoutes } from './routes/controlLimits';
import { limitRoutes } from './routes/limits';
import { paymentRoutes } from './routes/payments';
import { pspRoutes } from './routes/psp';
import { createPayments, paymentsConfigFromEnv } from './payments/runtime';
import { controlMailRoutes } from './routes/controlMail';
import { securityRoutes } from './routes/security';
import { controlSecurityRoutes } from './routes/controlSecurity';
import { twoFactorRoutes } from './routes/twoFactor';
import { controlTwoFactorRoutes } from './routes/controlTwoFactor';
import { documentRoutes } from './routes/documents';
import { controlDocumentRoutes } from './routes/controlDocuments';
import { supportRoutes } from './routes/support';
import { controlSupportRoutes } from './routes/controlSupport';
import { accountLinkRoutes } from './routes/accountLinks';
import { ideaRoutes } from './routes/ideas';
import { controlIdeaRoutes } from './routes/controlIdeas';
import { bonusRoutes } from './routes/bonuses';
import { controlBonusRoutes } from './routes/controlBonuses';
import { cashbackRoutes } from './routes/cashback';
import { controlCashbackRoutes } from './routes/controlCashback';
import { rewardRoutes } from './routes/rewards';
import { controlRewardRoutes } from './routes/controlRewards';
import { promoCodeRoutes } from './routes/promoCodes';
import { controlPromoCodeRoutes } from './routes/controlPromoCodes';
import { referralRoutes } from './routes/referrals';
import { controlReferralRoutes } from './routes/controlReferrals';
import { liveTableRoutes } from './routes/casinoTables';
import { controlTableRoutes } from './routes/controlTables';
import { tournamentRoutes } from './routes/tournaments';
import { controlTournamentRoutes } from './routes/controlTournaments';
import { bonusGameRoutes } from './routes/bonusGames';
import { controlBonusGameRoutes } from './routes/controlBonusGames';
import { casinoLandingRoutes } from './routes/casinoLandings';

/**
 * The whole HTTP surface, with no port attached: main.ts serves it, tests call
 * app.request() against an in-memory database. Routes keep the same-origin
 * prefixes (/web-api, /limit-service-api, /social-api, /fragments) because the
 * site rewrites them 1:1 to this server.
 */
export function createApp(given: AppDeps) {
  const app = new Hono();
  // The live line (feed + simulator): the one given (main.ts), else a frozen one.
  const deps = {
    ...given,
    line: given.line ?? createLineEngine(given.db, given.clock),
    // Payments over real HTTP on the default port unless given (main.ts, tests).
    payments: given.payments ?? createPayments({ db: given.db, clock: given.clock, config: paymentsConfigFromEnv(given.db, {}, 4000) }),
  };

  // Security headers on every answer, errors and 404s included (http/securityHeaders.ts).
  app.use('*', securityHeaders({ siteUrl: deps.siteUrl }));

  // A change through the control API may change what the site's cached pages show: the site is
  // told before the change is answered, so the next page asked for shows it (siteCache.ts).
  app.use('/__control/*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.res.status < 400) await deps.purgeSiteCache?.();
  });
  app.route('/__control', controlRoutes(deps));
  app.route('/__control', controlAuthRoutes(deps));
  app.route('/__control', fragmentControlRoutes(deps));
  app.route('/__control', controlCouponRoutes(deps));
  app.route('/__control', controlPaymentRoutes(deps));
  app.route('/__control', controlLimitRoutes(deps));
  app.route('/__control', controlCasinoRoutes(deps));
  app.route('/__control', controlMailRoutes(deps));
  app.route('/__control', controlSecurityRoutes(deps));
  app.route('/__control', controlTwoFactorRoutes(deps));
  app.route('/__control', controlDocumentRoutes(deps));
  app.route('/__control', controlSupportRoutes(deps));
  app.route('/__control', controlIdeaRoutes(deps));
  app.route('/__control', controlBonusRoutes(deps));
  app.route('/__control', controlCashbackRoutes(deps));
  app.route('/__control', controlRewardRoutes(deps));
  app.route('/__control', controlPromoCodeRoutes(deps));
  app.route('/__control', controlReferralRoutes(deps));
  app.route('/__control', controlTableRoutes(deps));
  app.route('/__control', controlTournamentRoutes(deps));
  app.route('/__control', controlBonusGameRoutes(deps));
  // CSRF and body limits for every site-facing route, later ones included (http/requestGuard.ts).
  for (const prefix of GUARDED_PREFIXES) app.use(`${prefix}/*`, requestGuard({ siteUrl: deps.siteUrl }));
  app.route('/web-api', configRoutes(deps));
  app.route('/web-api', userRoutes(deps));
  app.route('/web-api', authRoutes(deps));
  app.route('/web-api', tokenRoutes(deps));
  app.route('/web-api', registrationRoutes(deps));
  app.route('/web-api', passwordRoutes(deps));
  app.route('/web-api', captchaRoutes(deps));
  app.route('/web-api', phoneRoutes());
  app.route('/social-api', socialRoutes(deps));
  app.route('/web-api', officeRoutes(deps));
  app.route('/web-api', lineRoutes(deps));
  app.route('/web-api', lineFeedRoutes(deps, deps.line!));
  app.route('/web-api', couponRoutes(deps));
  app.route('/web-api', casinoRoutes(deps));
  // The games: their page (/casino-games/*) and play API (/web-api/casino/play/*): docs/casino-games.md.
  app.route('/', casinoGameRoutes(deps));
  app.route('/web-api', casinoPreviewRoutes(deps));
  app.route('/web-api', casinoPlayerRoutes(deps));
  app.route('/web-api', promotionRoutes(deps));
  app.route('/web-api', infoRoutes(deps));
  app.route('/web-api', paymentRoutes(deps));
  // The player's office, part one: security, two-step sign-in, documents, support, the mail's links, ideas.
  app.route('/web-api', securityRoutes(deps));
  app.route('/web-api', twoFactorRoutes(deps));
  app.route('/web-api', documentRoutes(deps));
  app.route('/web-api', supportRoutes(deps));
  app.route('/web-api', accountLinkRoutes(deps));
  app.route('/web-api', ideaRoutes(deps));
  // The office's part two: bonuses, cashback, points and the shop, promo codes and offers, referrals.
  app.route('/web-api', bonusRoutes(deps));
  app.route('/web-api', cashbackRoutes(deps));
  app.route('/web-api', rewardRoutes(deps));
  app.route('/web-api', promoCodeRoutes(deps));
  app.route('/web-api', referralRoutes(deps));
  // The casino's rest: live tables, tournaments, bonus games, the casino's landings.
  app.route('/web-api', liveTableRoutes(deps));
  app.route('/web-api', tournamentRoutes(deps));
  app.route('/web-api', bonusGameRoutes(deps));
  app.route('/web-api', casinoLandingRoutes(deps));
  // The limit service (/limit-service-api/…) and the reality-check answer (/web-api/…): docs/limits-api.md.
  app.route('/', limitRoutes(deps));
  app.route('/fragments', fragmentRoutes(deps));
  // The reference payment provider: another service on the same port (docs/payments-api.md).
  app.route('/', pspRoutes(deps));
  // The casino wallet for game servers (/casino-wallet/v1, signed): docs/casino-wallet.md.
  app.route('/', casinoWalletRoutes(deps));

  app.notFound((c) => sendError(c, 404, `Not found: ${c.req.method} ${c.req.path}`));

  app.onError((error, c) => {
    if (error instanceof ApiError) return sendApiError(c, error);
    if (error instanceof HTTPException) return sendError(c, error.status, error.message || 'Request failed');
    console.error('[backend] unexpected error', c.req.method, c.req.path, error);
    return sendError(c, 500, 'Internal server error');
  });

  return app;
}

export type { AppDeps } from './deps';
