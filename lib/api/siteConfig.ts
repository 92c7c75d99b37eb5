import { z } from 'zod';
import { SITE_CONFIG_TTL_MS } from '@/lib/config/backend';
import { getJson } from './http';

export const SiteConfigSchema = z.object({
  maintenance: z.object({
    active: z.boolean(),
    startsAt: z.string().nullable(),
    endsAt: z.string().nullable(),
  }),
  blockReason: z.number().int().nullable(),
  blockReasonByCountry: z.record(z.string(), z.number().int()),
  registrationEnabled: z.boolean(),
  availableRouteIds: z.array(z.number().int()),
  statisticEnabled: z.boolean(),
  identificationEnabled: z.boolean(),
  forbiddenPaths: z.array(z.string()),
  promoBonusToOffer: z.boolean(),
  confirmTermsEnabled: z.boolean(),
  ageConfirmation: z.object({ enabled: z.boolean(), age: z.number().int(), sessionStorage: z.boolean().default(false) }),
  idleLogoffMinutes: z.number(),
  paymentPage: z.object({ available: z.boolean(), authOnly: z.boolean() }),
  hiddenLanguagesForGuests: z.array(z.string()),
  /** Which of the two balance calls to use (shell spec §7: "chosen by config 1788"). */
  balanceVariant: z.union([z.literal(1), z.literal(2)]).default(1),
  /** Google One Tap sign-in for visitors (shell spec §7: "when the feature is on"); off unless the backend says. */
  googleOneTapEnabled: z.boolean().default(false),
});
export type SiteConfig = z.infer<typeof SiteConfigSchema>;

export const siteConfigKey = '/web-api/config/site';

let cached: { value: SiteConfig; at: number } | null = null;

/**
 * The site config, cached for a moment per server process (and per middleware isolate) so a burst
 * of requests makes one call, yet a change made on the backend shows within SITE_CONFIG_TTL_MS.
 * When the backend fails, the last good config serves on: maintenance or a block must not lift
 * because the config call failed. With none ever loaded, the failure is thrown.
 */
export async function fetchSiteConfig(now: number = Date.now()): Promise<SiteConfig> {
  if (cached && now - cached.at < SITE_CONFIG_TTL_MS) return cached.value;
  try {
    const value = await getJson(siteConfigKey, SiteConfigSchema);
    cached = { value, at: now };
    return value;
  } catch (error) {
    if (cached) return cached.value;
    throw error;
  }
}
