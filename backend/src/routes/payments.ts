import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { balanceOf } from '../accounts/ledger';
import { toMajor } from '../accounts/money';
import type { UserRow } from '../accounts/rows';
import type { MoneyUse } from '../auth/rights';
import { requireSession } from '../auth/requireSession';
import { assertTermsAccepted } from '../auth/terms';
import type { AppDeps } from '../deps';
import { readBodyText } from '../http/jsonBody';
import { pickLang } from '../lang';
import { receiveCallback } from '../payments/callback';
import {
  HISTORY_DEFAULT_PAGE_SIZE,
  HISTORY_MAX_PAGE_SIZE,
  IDEMPOTENCY_HEADER,
  IDENTIFICATION_THRESHOLD_MINOR,
  MAX_IDEMPOTENCY_KEY_LENGTH,
} from '../payments/config';
import { FIRST_DEPOSIT_BONUS_CAP_MINOR } from '../bonuses/terms';
import { startDeposit } from '../payments/deposits';
import { idempotencyKeyRequired, invalidReturnUrl, notSignedIn, paymentNotFound } from '../payments/errors';
import { methodViews } from '../payments/methods';
import { providerCatalogue } from '../payments/provider';
import { DepositBodySchema, paymentAccount, StatusSchema, WithdrawalBodySchema, type PaymentContext } from '../payments/request';
import { createRequest, requestOf, requestsOf, RequestBodySchema } from '../payments/requests';
import { resolveReturnUrl, siteOriginOf } from '../payments/returnUrl';
import type { Payments } from '../payments/runtime';
import { depositedMethodIds, findOwnPayment } from '../payments/store';
import { topicViews } from '../payments/topics';
import { historyView, paymentView } from '../payments/view';
import { cancelWithdrawal, requestWithdrawal } from '../payments/withdrawals';
import { PAYMENT_ID_PATTERN, SIGNATURE_HEADER } from '../psp/contract';
import { queryInt, readBody, readQuery } from '../validate';

/**
 * The cashier (docs/payments-api.md): methods, deposits through the provider's page, withdrawals
 * with their hold, a payment's state, the history, support requests about payments, and the
 * provider's signed callback. Every answer is `Cache-Control: no-store`.
 */
const KindQuery = z.object({
  kind: z.enum(['deposit', 'withdrawal'], { error: 'must be "deposit" or "withdrawal"' }),
  accountId: queryInt(1, 2_147_483_647).optional(),
  lng: z.string().optional(),
});

const HistoryQuery = z.object({
  kind: z.enum(['deposit', 'withdrawal'], { error: 'must be "deposit" or "withdrawal"' }).optional(),
  status: StatusSchema.optional(),
  from: z.iso.datetime({ offset: true, message: 'must be an ISO date-time' }).optional(),
  to: z.iso.datetime({ offset: true, message: 'must be an ISO date-time' }).optional(),
  page: queryInt(1, 1_000_000).optional(),
  pageSize: queryInt(1, HISTORY_MAX_PAGE_SIZE).optional(),
  lng: z.string().optional(),
});

const PAYMENT_ID = `{${PAYMENT_ID_PATTERN}}`;

export function paymentRoutes(deps: AppDeps & { payments: Payments }) {
  const { db, clock, payments } = deps;
  const app = new Hono();

  app.use('/payments/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  /** The signed-in player for a call touching money this way (401, or 403 `banned`). */
  const player = (c: Context, use: MoneyUse): UserRow => {
    const found = requireSession(c, deps, { money: use });
    if (!found) throw notSignedIn();
    return found.user;
  };
  const contextOf = (c: Context, user: UserRow): PaymentContext => ({ db, clock, payments, user, lang: pickLang(c.req.query('lng')) });
  const idempotencyKey = (c: Context) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (!key || key.length > MAX_IDEMPOTENCY_KEY_LENGTH) throw idempotencyKeyRequired();
    return key;
  };

  app.get('/payments/methods', async (c) => {
    const query = readQuery(c, KindQuery);
    // Deposits are refused to any banned player; the deduce page's levels may see payout methods.
    const user = player(c, query.kind === 'deposit' ? 'move' : 'withdraw');
    const account = paymentAccount(db, user, query.accountId);
    const lang = pickLang(query.lng);
    const catalogue = await providerCatalogue(payments);
    const methods = methodViews(
      catalogue,
      { kind: query.kind, iso: account.iso, country: user.country_code, depositedWith: depositedMethodIds(db, user.id) },
      lang,
    );
    const base = { kind: query.kind, accountId: account.id, currency: account.iso, methods };
    if (query.kind === 'deposit') {
      const bonus = user.first_deposit_bonus_available === 1 && FIRST_DEPOSIT_BONUS_CAP_MINOR[account.iso] !== undefined;
      return c.json({ ...base, isAvailableFirstDepositBonus: bonus });
    }
    const threshold = IDENTIFICATION_THRESHOLD_MINOR[account.iso];
    return c.json({
      ...base,
      withdrawable: toMajor(balanceOf(db, account.id)),
      identification: {
        identified: user.is_need_identification === 0,
        threshold: threshold === undefined ? null : toMajor(threshold),
      },
    });
  });

  app.post('/payments/deposits', async (c) => {
    const user = player(c, 'move');
    assertTermsAccepted(db, user);
    const key = idempotencyKey(c);
    const body = await readBody(c, DepositBodySchema);
    const returnUrl = resolveReturnUrl(body.returnUrl, siteOriginOf(c, deps.siteUrl));
    if (!returnUrl) throw invalidReturnUrl();
    const { answer, replayed } = await startDeposit(contextOf(c, user), body, key, returnUrl);
    if (replayed) c.header('Idempotency-Replayed', 'true');
    return c.json(answer, 201);
  });

  app.post('/payments/withdrawals', async (c) => {
    const user = player(c, 'withdraw');
    const key = idempotencyKey(c);
    const body = await readBody(c, WithdrawalBodySchema);
    const { answer, replayed } = await requestWithdrawal(contextOf(c, user), body, key);
    if (replayed) c.header('Idempotency-Replayed', 'true');
    return c.json(answer, 201);
  });

  app.post(`/payments/withdrawals/:paymentId${PAYMENT_ID}/cancel`, async (c) => {
    const user = player(c, 'withdraw');
    return c.json(await cancelWithdrawal(contextOf(c, user), c.req.param('paymentId')));
  });

  app.get('/payments/history', (c) => {
    const user = player(c, 'read');
    const query = readQuery(c, HistoryQuery);
    const filter = {
      kind: query.kind,
      status: query.status,
      from: query.from === undefined ? undefined : Date.parse(query.from),
      to: query.to === undefined ? undefined : Date.parse(query.to),
      page: query.page ?? 1,
      pageSize: query.pageSize ?? HISTORY_DEFAULT_PAGE_SIZE,
    };
    return c.json(historyView(db, user.id, filter, pickLang(query.lng)));
  });

  app.get('/payments/request-topics', (c) => {
    player(c, 'withdraw');
    return c.json({ topics: topicViews(pickLang(c.req.query('lng'))) });
  });

  app.get('/payments/requests', (c) => {
    const user = player(c, 'withdraw');
    return c.json({ items: requestsOf(db, user.id, pickLang(c.req.query('lng'))) });
  });

  app.post('/payments/requests', async (c) => {
    const user = player(c, 'withdraw');
    const body = await readBody(c, RequestBodySchema);
    const id = createRequest(db, user.id, body, clock.now());
    return c.json(requestOf(db, user.id, id, pickLang(c.req.query('lng'))), 201);
  });

  // The provider's server-to-server callback: no session, no Origin (the request guard lets it
  // through on its signature alone: http/serverToServer.ts); checked over the exact bytes received.
  app.post('/payments/callback', async (c) => {
    const text = await readBodyText(c);
    return c.json(await receiveCallback({ db, now: () => clock.now(), payments }, text, c.req.header(SIGNATURE_HEADER)));
  });

  app.get(`/payments/:paymentId${PAYMENT_ID}`, (c) => {
    const user = player(c, 'read');
    const paymentId = c.req.param('paymentId');
    const payment = findOwnPayment(db, user.id, paymentId);
    if (!payment) throw paymentNotFound(paymentId);
    return c.json(paymentView(payment, pickLang(c.req.query('lng'))));
  });

  return app;
}
