import * as z from 'zod/mini';
import { getJson, query, type GetOptions } from './http';

export const MarketSchema = z.object({
  id: z.int(),
  typeId: z.int(),
  name: z.string(),
  coef: z.number(),
  /** Suspended: shown with a lock, not added to a coupon (docs/coupon-api.md). */
  isBlocked: z._default(z.boolean(), false),
  /** The event page's tab (docs/line-feed.md, "The market catalogue"); lists carry the main group only. */
  group: z._default(z.string(), 'main'),
});
export type Market = z.infer<typeof MarketSchema>;

export const GameSchema = z.object({
  id: z.int(),
  sportId: z.int(),
  sportSlug: z.string(),
  sportName: z.string(),
  champId: z.int(),
  champName: z.string(),
  /** The championship's country (or region), for the line grouped by country. */
  champCountry: z._default(z.string(), ''),
  team1: z.string(),
  team2: z.string(),
  /** The teams' page slugs (`team/{slug}`); empty when the backend gives none. */
  team1Slug: z._default(z.string(), ''),
  team2Slug: z._default(z.string(), ''),
  startsAt: z.string(),
  isLive: z.boolean(),
  /** A top game: "recommended", and first with "best matches on top". */
  isTop: z._default(z.boolean(), false),
  score: z.nullable(z.string()),
  gameTime: z.nullable(z.string()),
  /** The period (half, quarter, set) being played; null before the start. */
  period: z._default(z.nullable(z.int()), null),
  /** Each period's (set's) score, for the detailed score (isDetailedScore). */
  periodScores: z._default(z.array(z.string()), []),
  isFinished: z._default(z.boolean(), false),
  /** When a finished game ended (ISO); null while it is not. */
  finishedAt: z._default(z.nullable(z.string()), null),
  marketsCount: z.int(),
  markets: z.array(MarketSchema),
});
export type Game = z.infer<typeof GameSchema>;
export const GamesSchema = z.array(GameSchema);

export type LineSection = 'line' | 'live';

export interface GamesQuery {
  section: LineSection;
  lng: string;
  sportId?: number;
  champId?: number;
  top?: boolean;
  limit?: number;
}

export const gamesKey = (q: GamesQuery) =>
  `/web-api/line/games${query({
    section: q.section,
    sportId: q.sportId,
    champId: q.champId,
    top: q.top ? 1 : undefined,
    limit: q.limit,
    lng: q.lng,
  })}`;

export function fetchGames(q: GamesQuery, options: GetOptions = {}): Promise<Game[]> {
  return getJson(gamesKey(q), GamesSchema, options);
}
