import type { Clock } from './clock';
import type { Db } from './db/handle';
import type { LineEngine } from './line/engine';
import type { Payments } from './payments/runtime';

/** What every route module needs; passed explicitly so tests can swap them. */
export interface AppDeps {
  db: Db;
  clock: Clock;
  /** HMAC secret for user tokens. */
  secret: string;
  /** Session cookies carry `Secure` (production; see auth/cookies.ts). Default false. */
  secureCookies?: boolean;
  /** SITE_URL, the site's public origin: what the request guard counts as same-origin (http/sameOrigin.ts). */
  siteUrl?: string;
  /**
   * SITE_PROXY_KEY: the secret the site's front server sends in X-Site-Proxy-Key; only with it is
   * the site's X-Site-Client-Address believed (auth/client.ts). Unset: never.
   */
  siteProxyKey?: string;
  /** BACKEND_TRUSTED_PROXY_COUNT: proxies in front of the backend itself whose X-Forwarded-For counts. Default 0. */
  trustedProxyCount?: number;
  /**
   * Tells the site its cached pages are out of date (siteCache.ts): called after every change the
   * control API makes, awaited before the change is answered. None: nothing to tell.
   */
  purgeSiteCache?: () => Promise<void>;
  /**
   * The live line: its feed and simulator (line/engine.ts). main.ts makes one from LINE_SIMULATION and
   * LINE_SEED and starts its timer; without one createApp makes a frozen one (no timer).
   */
  line?: LineEngine;
  /**
   * Payments (payments/runtime.ts): the provider's secret and addresses, the HTTP transport, the
   * provider's callback sender and the operator's client. main.ts makes one from the environment;
   * without one createApp makes one for the default port 4000 over real HTTP.
   */
  payments?: Payments;
  /**
   * BACKEND_FILES_DIR: the folder of the file store (files/root.ts, docs/documents-api.md "File
   * store"). None: a `files` folder beside the database file, a temporary one for `:memory:`.
   */
  filesRoot?: string;
  /** Waits before a slowed sign-in answer (auth/attempts.ts); tests pass one that records instead of waiting. */
  pause?: (ms: number) => Promise<void>;
}
