import * as z from 'zod/mini';
import { getJson, query, type GetOptions } from '../http';

// `GET /web-api/casino/tournaments?lng=` (docs/tournaments-api.md): every tournament's card; read by
// the list page on the server (the same for every visitor).

export const TOURNAMENT_STATUSES = ['upcoming', 'running', 'finished'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];
export const TOURNAMENT_SCORINGS = ['multiplier', 'winRatio'] as const;
export type TournamentScoring = (typeof TOURNAMENT_SCORINGS)[number];

export const PlaceSchema = z.object({
  place: z.int(),
  login: z.string(),
  score: z.number(),
  rounds: z.int(),
  prize: z.number(),
  isMe: z.boolean(),
});
export type TournamentPlace = z.infer<typeof PlaceSchema>;

export const TournamentCardSchema = z.object({
  id: z.int(),
  title: z.string(),
  text: z.string(),
  status: z.enum(TOURNAMENT_STATUSES),
  startsAt: z.string(),
  endsAt: z.string(),
  scoring: z.enum(TOURNAMENT_SCORINGS),
  currency: z.string(),
  minBet: z.number(),
  minRounds: z.int(),
  prizeFund: z.number(),
  prizePlaces: z.int(),
  categories: z.array(z.string()),
  art: z.string(),
  players: z.int(),
  top: z.array(PlaceSchema),
});
export type TournamentCard = z.infer<typeof TournamentCardSchema>;

export const TournamentListSchema = z.object({ asOf: z.string(), items: z.array(TournamentCardSchema) });
export type TournamentList = z.infer<typeof TournamentListSchema>;

export const tournamentsKey = (lng: string) => `/web-api/casino/tournaments${query({ lng })}`;

export function fetchTournaments(lng: string, options: GetOptions = {}): Promise<TournamentList> {
  return getJson(tournamentsKey(lng), TournamentListSchema, options);
}
