import * as z from 'zod/mini';
import { CasinoGameSchema } from '../casinoGames';
import { getJson, orNullIfNotFound, query, type GetOptions } from '../http';
import { PlaceSchema, TournamentCardSchema } from './tournaments';

// `GET /web-api/casino/tournaments/{id}?lng=` (docs/tournaments-api.md): a tournament's page. The
// server renders it for every visitor (no `me`); the browser's hook reads it again with the player's
// session and, while the tournament runs, every TOURNAMENT_POLL_MS (useTournament.ts: the server
// components read this file, so the SWR hook lives apart).

/** How often a running tournament's leaderboard is read again on its page. */
export const TOURNAMENT_POLL_MS = 10_000;

export const TournamentMeSchema = z.object({
  joined: z.boolean(),
  joinedAt: z.nullable(z.string()),
  place: z.nullable(z.int()),
  login: z.string(),
  score: z.nullable(z.number()),
  rounds: z.int(),
  prize: z.nullable(z.number()),
});
export type TournamentMe = z.infer<typeof TournamentMeSchema>;

export const TournamentDetailSchema = z.extend(TournamentCardSchema, {
  asOf: z.string(),
  allGames: z.boolean(),
  gamesTotal: z.int(),
  games: z.array(CasinoGameSchema),
  prizes: z.array(z.object({ place: z.int(), amount: z.number() })),
  leaderboard: z.array(PlaceSchema),
  me: z.nullable(TournamentMeSchema),
});
export type TournamentDetail = z.infer<typeof TournamentDetailSchema>;

export const tournamentKey = (id: number, lng: string) => `/web-api/casino/tournaments/${id}${query({ lng })}`;

export function fetchTournament(id: number, lng: string, options: GetOptions = {}): Promise<TournamentDetail> {
  return getJson(tournamentKey(id, lng), TournamentDetailSchema, options);
}

/** The page's tournament, or null when there is none (a 404). */
export function fetchTournamentOrNull(id: number, lng: string): Promise<TournamentDetail | null> {
  return orNullIfNotFound(fetchTournament(id, lng));
}
