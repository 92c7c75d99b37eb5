import { SECRET_KV_KEY } from '../auth/secret';
import { WALLET_SECRET_KV_KEY } from '../casino/wallet/contract';
import { PSP_SECRET_KV_KEY } from '../payments/runtime';
import type { Db } from '../db/handle';
import { DATA_TABLES } from './schema';
import { seedIfEmpty } from './seed';

/**
 * Back to the seeded state in one transaction: every row goes (sessions,
 * balance changes, payments, site config…) except the token-signing, payment and casino wallet secrets, then the
 * seed is inserted again. A failure leaves the database untouched.
 */
export function resetDatabase(db: Db, now = Date.now(), lineSeed?: number): void {
  db.transaction(() => {
    for (const table of DATA_TABLES) db.prepare(`DELETE FROM ${table}`).run();
    db.prepare('DELETE FROM kv WHERE key NOT IN (?, ?, ?)').run(SECRET_KV_KEY, PSP_SECRET_KV_KEY, WALLET_SECRET_KV_KEY);
    // Restart ids handed out by AUTOINCREMENT tables (inbox) from scratch.
    db.prepare("DELETE FROM sqlite_sequence WHERE name IN ('inbox')").run();
    seedIfEmpty(db, now, lineSeed);
  })();
}
