import * as z from 'zod/mini';
import { GamesSchema } from './games';
import { getJson, orNullIfNotFound, query } from './http';

/** A team's page (docs/line-feed.md "Team"): its coming and live games, and its latest results. */
export const TeamSchema = z.object({
  slug: z.string(),
  name: z.string(),
  sportSlug: z.string(),
  sportName: z.string(),
  games: GamesSchema,
  results: GamesSchema,
});
export type Team = z.infer<typeof TeamSchema>;

export const teamKey = (slug: string, lng: string) => `/web-api/line/teams/${encodeURIComponent(slug)}${query({ lng })}`;

/** The team, or null when the backend knows no team by that slug. */
export function fetchTeam(slug: string, lng: string): Promise<Team | null> {
  return orNullIfNotFound(getJson(teamKey(slug, lng), TeamSchema));
}
