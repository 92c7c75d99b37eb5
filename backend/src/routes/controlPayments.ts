import { Hono } from 'hono';
import { z } from 'zod';
import type { UserRow } from '../accounts/rows';
import { findUserByLogin } from '../accounts/users';
import type { Db } from '../db/handle';
import type { AppDeps } from '../deps';
import { ApiError, notFound } from '../errors';
import { checkLedger, checkWholeLedger } from '../payments/ledgerCheck';
import { StatusSchema } from '../payments/request';
import type { Payments } from '../payments/runtime';
import { controlPayments } from '../payments/view';
import { PAYMENT_ID_PATTERN } from '../psp/contract';
import { settlePspPayment } from '../psp/provider';
import { readBody } from '../validate';

/**
 * The control API of payments (backend/README.md, docs/payments-api.md "Control API"): the
 * provider finishes a payment and sends its callback, a player's payments, and the ledger check.
 */
function requireUser(db: Db, login: string): UserRow {
  const user = findUserByLogin(db, login);
  if (!user) throw notFound(`Unknown login: ${login}`);
  return user;
}

export function controlPaymentRoutes({ db, clock, payments }: AppDeps & { payments: Payments }) {
  const app = new Hono();

  // The provider decides the payment (as its page or its payout processing would) and tells the
  // operator; answered once the callback was delivered (after the provider's retries).
  app.post(`/payments/:paymentId{${PAYMENT_ID_PATTERN}}/complete`, async (c) => {
    const paymentId = c.req.param('paymentId');
    const { status } = await readBody(c, z.strictObject({ status: StatusSchema }));
    const settled = settlePspPayment(db, clock.now(), paymentId, status);
    if (!settled.ok) {
      if (settled.refusal.status === 404) throw notFound(`Unknown payment: ${paymentId}`);
      throw new ApiError(settled.refusal.status, settled.refusal.detail, { code: settled.refusal.code, meta: settled.refusal.meta });
    }
    const delivery = await payments.notifier.deliver(paymentId);
    if (!delivery.delivered) {
      throw new ApiError(502, `The callback was not delivered (${delivery.attempts} attempt(s), last answer ${delivery.httpStatus ?? 'none'})`, {
        code: 'callback_not_delivered',
        meta: { ...delivery },
      });
    }
    return c.json({ paymentId, kind: settled.row.kind, status: settled.row.status, delivered: true, attempts: delivery.attempts });
  });

  app.get('/payments/:login', (c) => c.json(controlPayments(db, requireUser(db, c.req.param('login')).id)));

  // Registered before the per-login check: "check" is not a login.
  app.get('/ledger/check', (c) => c.json(checkWholeLedger(db)));

  app.get('/ledger/:login/check', (c) => c.json(checkLedger(db, requireUser(db, c.req.param('login')).id)));

  return app;
}
