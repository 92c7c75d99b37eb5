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
import { MAIL_SCHEMA_SQL, MAIL_TABLES } from '../mail/schema';
import { SECURITY_SCHEMA_SQL, SECURITY_TABLES } from '../security/schema';
import { TWO_FACTOR_SCHEMA_SQL, TWO_FACTOR_TABLES } from '../twoFactor/schema';
import { FILES_SCHEMA_SQL, FILES_TABLES } from '../files/schema';
import { DOCUMENTS_SCHEMA_SQL, DOCUMENTS_TABLES } from '../documents/schema';
import { SUPPORT_SCHEMA_SQL, SUPPORT_TABLES } from '../support/schema';
import { ACCOUNT_LINKS_SCHEMA_SQL, ACCOUNT_LINKS_TABLES } from '../accountLinks/schema';
import { IDEAS_SCHEMA_SQL, IDEAS_TABLES } from '../ideas/schema';
import { BONUSES_SCHEMA_SQL, BONUSES_TABLES } from '../bonuses/schema';
import { CASHBACK_SCHEMA_SQL, CASHBACK_TABLES } from '../cashback/schema';
import { REWARDS_SCHEMA_SQL, REWARDS_TABLES } from '../rewards/schema';
import { PROMO_CODES_SCHEMA_SQL, PROMO_CODES_TABLES } from '../promoCodes/schema';
import { REFERRALS_SCHEMA_SQL, REFERRALS_TABLES } from '../referrals/schema';
import { LIVE_TABLES_SCHEMA_SQL, LIVE_TABLES_TABLES } from '../casino/tables/schema';
import { TOURNAMENTS_SCHEMA_SQL, TOURNAMENTS_TABLES } from '../tournaments/schema';
import { BONUS_GAMES_SCHEMA_SQL, BONUS_GAMES_TABLES } from '../bonusGames/schema';
import { CASINO_LANDINGS_SCHEMA_SQL, CASINO_LANDINGS_TABLES } from '../casino/landings/schema';

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
  MAIL_SCHEMA_SQL,
  SECURITY_SCHEMA_SQL,
  TWO_FACTOR_SCHEMA_SQL,
  FILES_SCHEMA_SQL,
  DOCUMENTS_SCHEMA_SQL,
  SUPPORT_SCHEMA_SQL,
  ACCOUNT_LINKS_SCHEMA_SQL,
  IDEAS_SCHEMA_SQL,
  BONUSES_SCHEMA_SQL,
  CASHBACK_SCHEMA_SQL,
  REWARDS_SCHEMA_SQL,
  PROMO_CODES_SCHEMA_SQL,
  REFERRALS_SCHEMA_SQL,
  LIVE_TABLES_SCHEMA_SQL,
  TOURNAMENTS_SCHEMA_SQL,
  BONUS_GAMES_SCHEMA_SQL,
  CASINO_LANDINGS_SCHEMA_SQL,
].join('');

/**
 * Every data table in an order where children come before parents, so deleting in this order never
 * trips a foreign key. Coupons point at users and the line's markets, the limits', auth's, payments' and
 * the casino players' tables at users, so they go before the accounts and line domains'; the provider's tables stand alone.
 * `kv` is handled separately by reset.
 */
export const DATA_TABLES = [
  // The office's own tables point at users (documents and support at the file store's files): first.
  ...SECURITY_TABLES,
  ...TWO_FACTOR_TABLES,
  ...DOCUMENTS_TABLES,
  ...SUPPORT_TABLES,
  ...ACCOUNT_LINKS_TABLES,
  ...IDEAS_TABLES,
  // The casino's rest: table bets, tournament entries and bonus-game plays point at users and
  // their accounts (and table bets at the casino's rounds), so they go first.
  ...LIVE_TABLES_TABLES,
  ...TOURNAMENTS_TABLES,
  ...BONUS_GAMES_TABLES,
  ...CASINO_LANDINGS_TABLES,
  // The office's part two: offers and rewards point at users and their accounts.
  ...BONUSES_TABLES,
  ...CASHBACK_TABLES,
  ...REWARDS_TABLES,
  ...PROMO_CODES_TABLES,
  ...REFERRALS_TABLES,
  // The file store's rows, once documents and support attachments no longer point at them.
  ...FILES_TABLES,
  ...MAIL_TABLES,
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
