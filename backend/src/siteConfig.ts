import { z } from 'zod';

/**
 * The site-wide switches the shell reads on every page (maintenance, block
 * reasons, feature flags). Strict at every level so a typo in a control PATCH
 * is reported instead of silently stored.
 */
const isoOrNull = z.union([z.iso.datetime({ offset: true }), z.null()]);
const blockReason = z.number().int().min(0);

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
  };
}

/** Keys whose value is replaced as a whole even though it is an object. */
const REPLACED_WHOLE = new Set(['blockReasonByCountry']);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Merges a partial config over the current one: nested plain objects
 * (maintenance, ageConfirmation, paymentPage) merge key by key; arrays,
 * scalars and blockReasonByCountry replace. The result is not validated here.
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
