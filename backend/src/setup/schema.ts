import { ACCOUNTS_SCHEMA_SQL, ACCOUNTS_TABLES } from '../accounts/schema';
import { AUTH_SCHEMA_SQL, AUTH_TABLES } from '../auth/schema';
import { CASINO_PLAYER_TABLES, CASINO_SCHEMA_SQL, CASINO_TABLES } from '../casino/schema';
import { CASINO_GAMES_SCHEMA_SQL, CASINO_GAMES_TABLES } from '../casino/games/schema';
import { CONTENT_SCHEMA_SQL, CONTENT_TABLES } from '../content/schema';
import { COUPON_SCHEMA_SQL, COUPON_TABLES } from '../coupon/schema';
import { KV_SCHEMA_SQL } from '../db/kv';
import { LIMITS_SCHEMA_SQL, LIMITS_TABLES } from '../limits/schema';
import { LINE_SCHEMA_SQL, LINE_TABLES } from '../line/schema';
import { PAYMENTS_SCHEMA_SQL, PAYMENTS_TABLES } from '../payments/schema';
import { PSP_SCHEMA_SQL, PSP_TABLES } from '../psp/schema';

/**
 * The whole SQLite schema: the kv store (db/kv.ts) plus each domain's own tables
 * (`<domain>/schema.ts`). Statements are idempotent so opening an existing database file is safe.
 * Localized texts are stored as *_ru / *_en columns; lists are stored as JSON text.
 */
export const SCHEMA_SQL = [
  KV_SCHEMA_SQL,
  ACCOUNTS_SCHEMA_SQL,
  AUTH_SCHEMA_SQL,
  LINE_SCHEMA_SQL,
  CASINO_SCHEMA_SQL,
  CASINO_GAMES_SCHEMA_SQL,
  CONTENT_SCHEMA_SQL,
  COUPON_SCHEMA_SQL,
  PAYMENTS_SCHEMA_SQL,
  PSP_SCHEMA_SQL,
  LIMITS_SCHEMA_SQL,
].join('');

/**
 * Every data table in an order where children come before parents, so deleting in this order never
 * trips a foreign key. Coupons point at users and the line's markets, the limits', auth's, payments' and
 * the casino players' tables at users, so they go before the accounts and line domains'; the provider's tables stand alone.
 * `kv` is handled separately by reset.
 */
export const DATA_TABLES = [
  ...COUPON_TABLES,
  ...LIMITS_TABLES,
  ...PAYMENTS_TABLES,
  ...PSP_TABLES,
  ...CASINO_GAMES_TABLES,
  ...CASINO_PLAYER_TABLES,
  ...AUTH_TABLES,
  ...ACCOUNTS_TABLES,
  ...LINE_TABLES,
  ...CASINO_TABLES,
  ...CONTENT_TABLES,
] as const;
