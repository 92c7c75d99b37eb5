import type { Clock } from './clock';
import type { Db } from './db/open';

/** What every route module needs; passed explicitly so tests can swap them. */
export interface AppDeps {
  db: Db;
  clock: Clock;
  /** HMAC secret for user tokens. */
  secret: string;
  /** Session cookies carry `Secure` (production; see auth/cookies.ts). Default false. */
  secureCookies?: boolean;
}
