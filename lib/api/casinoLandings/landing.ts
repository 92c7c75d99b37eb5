import * as z from 'zod/mini';
import { CasinoGameSchema } from '../casinoGames';
import { getJson, query, type GetOptions } from '../http';
import { PromotionSchema } from '../promotions';

// `GET /web-api/casino/landings/{route}?lng=` (docs/casino-landings-api.md): public, read by the
// `games-landing/{landingRoute}` page on the server; 404 for an unknown landing.

/** What the site draws a landing's hero from: a motif and [background, accent, highlight]. */
export const LandingHeroSchema = z.object({ motif: z.string(), palette: z.tuple([z.string(), z.string(), z.string()]) });
export type LandingHero = z.infer<typeof LandingHeroSchema>;

/** The rule that picks the landing's games from the catalogue. */
export const LandingRuleSchema = z.object({
  category: z.optional(z.string()),
  tag: z.optional(z.string()),
  provider: z.optional(z.string()),
  gameIds: z.optional(z.array(z.int())),
});
export type LandingRule = z.infer<typeof LandingRuleSchema>;

export const LandingLinkSchema = z.object({ route: z.string(), title: z.string() });
export type LandingLink = z.infer<typeof LandingLinkSchema>;

export const LandingSchema = z.object({
  route: z.string(),
  title: z.string(),
  intro: z.string(),
  hero: LandingHeroSchema,
  rule: LandingRuleSchema,
  games: z.array(CasinoGameSchema),
  total: z.int(),
  offer: z.nullable(PromotionSchema),
  more: z.array(LandingLinkSchema),
});
export type Landing = z.infer<typeof LandingSchema>;

export const landingKey = (route: string, lng: string) => `/web-api/casino/landings/${encodeURIComponent(route)}${query({ lng })}`;

export function fetchLanding(route: string, lng: string, options: GetOptions = {}): Promise<Landing> {
  return getJson(landingKey(route, lng), LandingSchema, options);
}
