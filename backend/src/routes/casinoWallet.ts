import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { toMinor } from '../accounts/money';
import { notRealSession, sessionNotFound } from '../casino/wallet/errors';
import { BalanceSchema, BetSchema, RollbackSchema, WALLET_SIGNATURE_HEADER, walletSecret, WinSchema } from '../casino/wallet/contract';
import { findSession } from '../casino/wallet/store';
import { walletBalance, walletBet, walletRollback, walletWin, type WalletResult } from '../casino/wallet/wallet';
import type { AppDeps } from '../deps';
import { ApiError } from '../errors';
import { parseJsonText, readBodyText } from '../http/jsonBody';
import { verifyBody } from '../psp/contract';
import { parseWith } from '../validate';

/**
 * The casino wallet's HTTP contract for game servers (docs/casino-wallet.md), server to server on
 * the backend's own port (never proxied by the site): bodies signed with the wallet secret.
 */
export function casinoWalletRoutes({ db, clock }: AppDeps) {
  const app = new Hono();
  const secret = walletSecret(db);

  app.use('/casino-wallet/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  /** The signed body of a game server's call (401 `invalid_signature`), parsed; its session must be a real one. */
  async function signed<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
    const text = await readBodyText(c);
    const check = verifyBody(secret, text, c.req.header(WALLET_SIGNATURE_HEADER), clock.now());
    if (check !== 'ok') throw new ApiError(401, `The request's signature is ${check}`, { code: 'invalid_signature' });
    const body = parseWith(schema, parseJsonText(text), 'body') as z.output<S> & { sessionId: string };
    const session = findSession(db, body.sessionId);
    if (!session) throw sessionNotFound(body.sessionId);
    if (session.mode !== 'real') throw notRealSession();
    return body;
  }

  const send = (c: Context, result: WalletResult) => {
    if (result.replayed) c.header('Idempotency-Replayed', 'true');
    return c.json(result.body, result.status as ContentfulStatusCode);
  };

  app.post('/casino-wallet/v1/bet', async (c) => {
    const body = await signed(c, BetSchema);
    return send(c, walletBet(db, clock.now(), { ...body, amountMinor: toMinor(body.amount) }));
  });

  app.post('/casino-wallet/v1/win', async (c) => {
    const body = await signed(c, WinSchema);
    return send(c, walletWin(db, clock.now(), { ...body, amountMinor: toMinor(body.amount) }));
  });

  app.post('/casino-wallet/v1/rollback', async (c) => {
    const body = await signed(c, RollbackSchema);
    return send(c, walletRollback(db, clock.now(), body));
  });

  app.post('/casino-wallet/v1/balance', async (c) => {
    const body = await signed(c, BalanceSchema);
    return c.json(walletBalance(db, body.sessionId));
  });

  return app;
}
