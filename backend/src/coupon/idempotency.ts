import { createHash } from 'node:crypto';
import type { Db } from '../db/handle';
import { ApiError } from '../errors';
import { idempotencyKeyReused } from './errors';
import type { IdempotencyRow } from './rows';

/**
 * Placing is safe to repeat (ARCHITECTURE.md: each request that moves money carries an idempotency
 * key): the first answer to a player's key is kept, a refusal included, and the same key with the
 * same body gets it again (same status, same coupon id) without running anything; with another body
 * it is 409 `idempotency_key_reused`. The work and the kept answer commit in one transaction.
 */
export interface Answer {
  status: number;
  body: unknown;
  /** True when this is a kept answer given again. */
  replayed: boolean;
}

/** JSON with the keys of every object sorted: the same body hashes the same whatever its key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export const bodyHash = (body: unknown): string => createHash('sha256').update(canonical(body)).digest('hex');

/**
 * Runs `work` once per (player, key). A refusal it throws (an ApiError below 500) is kept and
 * answered like a success; anything else rolls everything back and propagates. BEGIN IMMEDIATE:
 * the placing's limit check and stake (place.ts `write`) run inside this transaction, so its write
 * lock is taken here, before the kept key, the limits and the balance are read — another process
 * placing on the same database waits for this one and then counts its stake (ARCHITECTURE.md
 * "Money and limits").
 */
export function once(db: Db, scope: { userId: number; key: string; body: unknown; now: number }, work: () => unknown): Answer {
  const hash = bodyHash(scope.body);
  return db.transaction((): Answer => {
    const kept = db.prepare('SELECT * FROM idempotency_keys WHERE user_id = ? AND key = ?').get(scope.userId, scope.key) as
      | IdempotencyRow
      | undefined;
    if (kept) {
      if (kept.body_hash !== hash) throw idempotencyKeyReused();
      return { status: kept.status, body: JSON.parse(kept.answer), replayed: true };
    }
    let answer: Answer;
    try {
      answer = { status: 200, body: work(), replayed: false };
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
      answer = { status: error.status, body: { ...error.options.extra, errors: error.entries }, replayed: false };
    }
    db.prepare('INSERT INTO idempotency_keys (user_id, key, body_hash, status, answer, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
      scope.userId,
      scope.key,
      hash,
      answer.status,
      JSON.stringify(answer.body),
      scope.now,
    );
    return answer;
  }).immediate();
}
