import * as z from 'zod/mini';
import { SITE_CONFIG_TTL_MS } from '@/lib/config/backend';
import { ApiError, getJson } from './http';
import { createLastGood } from './lastGood';

export const SiteConfigSchema = z.object({
  maintenance: z.object({
    active: z.boolean(),
    startsAt: z.nullable(z.string()),
    endsAt: z.nullable(z.string()),
  }),
  blockReason: z.nullable(z.int()),
  blockReasonByCountry: z.record(z.string(), z.int()),
  registrationEnabled: z.boolean(),
  availableRouteIds: z.array(z.int()),
  statisticEnabled: z.boolean(),
  identificationEnabled: z.boolean(),
  forbiddenPaths: z.array(z.string()),
  promoBonusToOffer: z.boolean(),
  confirmTermsEnabled: z.boolean(),
  ageConfirmation: z.object({ enabled: z.boolean(), age: z.int(), sessionStorage: z._default(z.boolean(), false) }),
  idleLogoffMinutes: z.number(),
  paymentPage: z.object({ available: z.boolean(), authOnly: z.boolean() }),
  hiddenLanguagesForGuests: z.array(z.string()),
  /** Which of the two balance calls to use (shell-and-routing.md §7: "chosen by config 1788"). */
  balanceVariant: z._default(z.union([z.literal(1), z.literal(2)]), 1),
  /** Google One Tap sign-in for visitors (shell-and-routing.md §7: "when the feature is on"); off unless the backend says. */
  googleOneTapEnabled: z._default(z.boolean(), false),
  /** The coupon's switches (limits-coupon-auth.md §5): off unless the backend says. */
  oneClickEnabled: z._default(z.boolean(), false),
  vipBetEnabled: z._default(z.boolean(), false),
  bonusBetEnabled: z._default(z.boolean(), false),
  /**
   * Stakes (docs/coupon-api.md): min and max per currency, checked only for the listed coupon types;
   * none known means no check here (the backend still checks).
   */
  coupon: z._default(
    z.object({
      amountCheckTypes: z.array(z.int()),
      amountLimits: z.record(z.string(), z.object({ min: z.number(), max: z.nullable(z.number()) })),
    }),
    { amountCheckTypes: [], amountLimits: {} },
  ),
  /**
   * The public key (JWK, ES256) user_token is signed with: the middleware verifies the token with it
   * before it believes the token's ban and expiry (docs/auth-api.md). Null when the backend publishes
   * none: the token is then a routing hint only, and the server render and backend check again.
   */
  // Missing or malformed: no key, rather than no config at all.
  userTokenKey: z.catch(
    z.nullable(
      z.object({ kty: z.literal('EC'), crv: z.literal('P-256'), x: z.string().check(z.minLength(1)), y: z.string().check(z.minLength(1)) }),
    ),
    null,
  ),
});
export type SiteConfig = z.infer<typeof SiteConfigSchema>;

/** The fields the browser reads (the store: header, maintenance notice, One Tap, balance and terms listeners, the coupon). */
const CLIENT_FIELDS = [
  'maintenance',
  'registrationEnabled',
  'googleOneTapEnabled',
  'balanceVariant',
  'confirmTermsEnabled',
  'oneClickEnabled',
  'vipBetEnabled',
  'bonusBetEnabled',
  'coupon',
] as const;

/**
 * The part of the site config the browser's store holds (docs/decisions/html-weight.md): the rest (route
 * ids, block reasons, forbidden paths, the token key…) is the server's and the middleware's, and
 * would travel in every page for nothing. The age gate and idle logoff get theirs as props.
 */
export type ClientSiteConfig = Pick<SiteConfig, (typeof CLIENT_FIELDS)[number]>;

export function clientSiteConfig(config: SiteConfig): ClientSiteConfig {
  return Object.fromEntries(CLIENT_FIELDS.map((field) => [field, config[field]])) as ClientSiteConfig;
}

export const siteConfigKey = '/web-api/config/site';

// Any failure keeps the last good config, a 4xx too: maintenance or a block must not lift
// because the config call failed.
const lastGood = createLastGood<SiteConfig>({ maxEntries: 1, isFault: () => true });
let loadedAt: number | null = null;
let failedAt: number | null = null;
// Counted per process on globalThis, so the purge route reaches the copy every bundle holds.
const PURGES = Symbol.for('betsite.siteConfigPurges');
const purgeCounter = globalThis as typeof globalThis & { [PURGES]?: number };
const purges = () => purgeCounter[PURGES] ?? 0;
let loadedAtPurge = 0;

/**
 * The next read asks the backend, whatever the TTL (the last good copy still stands in if that
 * fails): the backend has said its data changed, and a page rendered now is kept
 * (app/site-cache/purge, docs/cached-pages.md).
 */
export function forgetSiteConfig(): void {
  purgeCounter[PURGES] = purges() + 1;
}

/**
 * The site config, cached for a moment per server process (and per middleware isolate) so a burst
 * of requests makes one call, yet a change made on the backend shows within SITE_CONFIG_TTL_MS.
 * When the backend fails or is late, the last good config serves on (lib/api/lastGood.ts); with
 * none ever loaded, the failure is thrown. After a failure the backend is asked again only once
 * the TTL has passed, so a down or late backend costs one call per TTL, not one per request.
 */
export async function fetchSiteConfig(now: number = Date.now()): Promise<SiteConfig> {
  const copy = lastGood.peek(siteConfigKey);
  const fresh = loadedAtPurge === purges();
  if (copy && fresh && loadedAt !== null && now - loadedAt < SITE_CONFIG_TTL_MS) return copy;
  if (fresh && failedAt !== null && now - failedAt < SITE_CONFIG_TTL_MS) {
    if (copy) return copy;
    throw new ApiError('Site config unavailable: the last call failed', 0);
  }
  return lastGood.read(siteConfigKey, async () => {
    loadedAtPurge = purges();
    try {
      const value = await getJson(siteConfigKey, SiteConfigSchema);
      loadedAt = now;
      failedAt = null;
      return value;
    } catch (error) {
      failedAt = now;
      throw error;
    }
  });
}
