import { z } from 'zod';

/**
 * The site-wide switches the shell reads on every page (maintenance, block
 * reasons, feature flags). Strict at every level so a typo in a control PATCH
 * is reported instead of silently stored.
 */
const isoOrNull = z.union([z.iso.datetime({ offset: true }), z.null()]);
const blockReason = z.number().int().min(0);

/**
 * The coupon's rules (docs/coupon-api.md): which coupon types the stake limits apply to
 * (limits-coupon-auth.md §5), the limits per currency in major units (max null: none), and how long a live bet waits
 * before it is accepted.
 */
const CouponConfigSchema = z.strictObject({
  amountCheckTypes: z.array(z.number().int()),
  amountLimits: z.record(
    z.string().regex(/^[A-Z]{3,5}$/, 'must be a currency code such as RUB'),
    z.strictObject({ min: z.number().min(0), max: z.union([z.number().positive(), z.null()]) }),
  ),
  liveAcceptDelayMs: z.number().int().min(0).max(600_000),
});
export type CouponConfig = z.infer<typeof CouponConfigSchema>;

export function defaultCouponConfig(): CouponConfig {
  return {
    amountCheckTypes: [0, 1, 2, 3, 9],
    amountLimits: {
      RUB: { min: 10, max: 500000 },
      USD: { min: 0.2, max: 5000 },
      EUR: { min: 0.2, max: 5000 },
      KZT: { min: 50, max: 2500000 },
      UAH: { min: 5, max: 200000 },
    },
    liveAcceptDelayMs: 2000,
  };
}

export const SiteConfigSchema = z.strictObject({
  maintenance: z.strictObject({
    active: z.boolean(),
    startsAt: isoOrNull,
    endsAt: isoOrNull,
  }),
  blockReason: z.union([blockReason, z.null()]),
  /** Country code (e.g. "RU") → block reason for visitors from that country. */
  blockReasonByCountry: z.record(z.string().min(1), blockReason),
  registrationEnabled: z.boolean(),
  availableRouteIds: z.array(z.number().int()),
  statisticEnabled: z.boolean(),
  identificationEnabled: z.boolean(),
  forbiddenPaths: z.array(z.string()),
  promoBonusToOffer: z.boolean(),
  confirmTermsEnabled: z.boolean(),
  ageConfirmation: z.strictObject({
    enabled: z.boolean(),
    age: z.number().int().min(0).max(150),
    // Where the confirmation is remembered: 3 days in local storage, or the tab's session storage.
    sessionStorage: z.boolean().default(false),
  }),
  idleLogoffMinutes: z.number().int().min(0),
  paymentPage: z.strictObject({
    available: z.boolean(),
    authOnly: z.boolean(),
  }),
  hiddenLanguagesForGuests: z.array(z.string()),
  balanceVariant: z.union([z.literal(1), z.literal(2)]),
  oneClickEnabled: z.boolean(),
  vipBetEnabled: z.boolean(),
  bonusBetEnabled: z.boolean(),
  // Google One Tap for visitors; a config stored before the switch existed reads as off.
  googleOneTapEnabled: z.boolean().default(false),
  // A config stored before the coupon existed reads with the default rules.
  coupon: CouponConfigSchema.default(defaultCouponConfig),
});

export type SiteConfig = z.infer<typeof SiteConfigSchema>;

export function defaultSiteConfig(): SiteConfig {
  return {
    maintenance: { active: false, startsAt: null, endsAt: null },
    blockReason: null,
    blockReasonByCountry: {},
    registrationEnabled: true,
    availableRouteIds: [39, 47, 72],
    statisticEnabled: true,
    identificationEnabled: true,
    forbiddenPaths: [],
    promoBonusToOffer: false,
    confirmTermsEnabled: true,
    ageConfirmation: { enabled: false, age: 18, sessionStorage: false },
    idleLogoffMinutes: 30,
    paymentPage: { available: true, authOnly: true },
    hiddenLanguagesForGuests: [],
    balanceVariant: 1,
    oneClickEnabled: true,
    vipBetEnabled: true,
    bonusBetEnabled: true,
    googleOneTapEnabled: false,
    coupon: defaultCouponConfig(),
  };
}

/** Keys whose value is replaced as a whole even though it is an object. */
const REPLACED_WHOLE = new Set(['blockReasonByCountry']);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Merges a partial config over the current one: nested plain objects
 * (maintenance, ageConfirmation, paymentPage, coupon) merge key by key, one level deep (so
 * coupon.amountLimits replaces as a whole); arrays, scalars and blockReasonByCountry replace.
 * The result is not validated here.
 */
export function mergeSiteConfig(current: SiteConfig, patch: Record<string, unknown>): unknown {
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    const existing = merged[key];
    merged[key] =
      !REPLACED_WHOLE.has(key) && isPlainObject(existing) && isPlainObject(value)
        ? { ...existing, ...value }
        : value;
  }
  return merged;
}
