import { randomBytes } from 'node:crypto';
import { kvGet, kvSet } from '../db/kv';
import type { Db } from '../db/handle';

export const SECRET_KV_KEY = 'token_secret';

/**
 * The HMAC secret for user tokens: BACKEND_SECRET if set, else one generated
 * on first start and kept in `kv`, so tokens survive a backend restart.
 * Reset keeps this row (see setup/reset.ts).
 */
export function resolveSecret(db: Db, fromEnv: string | undefined): string {
  if (fromEnv && fromEnv.length > 0) return fromEnv;
  const stored = kvGet(db, SECRET_KV_KEY);
  if (stored) return stored;
  const generated = randomBytes(32).toString('hex');
  kvSet(db, SECRET_KV_KEY, generated);
  return generated;
}
