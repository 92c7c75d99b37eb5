import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { hasAtMostTwoDecimals, MAX_MAJOR_AMOUNT } from '../../accounts/money';
import type { Db } from '../../db/handle';
import { kvGet, kvSet } from '../../db/kv';

/**
 * The wallet's wire contract for game servers (docs/casino-wallet.md): JSON bodies signed as the
 * payment provider's are (psp/contract.ts): header `X-Wallet-Signature: t=<unix seconds>,v1=<hex>`,
 * v1 = HMAC-SHA256(secret, `${t}.${raw body}`), t within 300 s of the backend clock. The secret is
 * CASINO_WALLET_SECRET, else one generated once and kept in kv (a reset keeps it).
 */
export const WALLET_SIGNATURE_HEADER = 'X-Wallet-Signature';
export const WALLET_SECRET_KV_KEY = 'casino_wallet_secret';

export function walletSecret(db: Db, env: Record<string, string | undefined> = process.env): string {
  if (env.CASINO_WALLET_SECRET) return env.CASINO_WALLET_SECRET;
  const stored = kvGet(db, WALLET_SECRET_KV_KEY);
  if (stored) return stored;
  const generated = randomBytes(32).toString('base64url');
  kvSet(db, WALLET_SECRET_KV_KEY, generated);
  return generated;
}

const id = z.string().min(1).max(100).regex(/^[\x21-\x7e]+$/, 'printable ASCII without spaces');
const amount = z.number().min(0).max(MAX_MAJOR_AMOUNT).refine(hasAtMostTwoDecimals, 'at most 2 decimals');
const currency = z.string().regex(/^[A-Z]{3,5}$/, 'a currency code such as RUB');
const sessionId = z.string().min(1).max(100);

export const BetSchema = z.strictObject({
  transactionId: id,
  sessionId,
  roundId: id,
  gameId: z.number().int().positive(),
  amount: amount.refine((value) => value > 0, 'must be above 0'),
  currency,
});
export const WinSchema = z.strictObject({ transactionId: id, sessionId, roundId: id, amount, currency });
export const RollbackSchema = z.strictObject({ transactionId: id, sessionId, roundId: id, betTransactionId: id });
export const BalanceSchema = z.strictObject({ sessionId });
