import * as z from 'zod/mini';
import { GamesSchema } from './games';
import { getJson, query, type GetOptions } from './http';

/** Finished games (docs/line-feed.md "Results"), newest first, a page of them and the total. */
export const ResultsSchema = z.object({ total: z.int(), games: GamesSchema });
export type Results = z.infer<typeof ResultsSchema>;

export const ResultSportsSchema = z.array(z.object({ id: z.int(), slug: z.string(), name: z.string(), count: z.int() }));
export type ResultSport = z.infer<typeof ResultSportsSchema>[number];
export const ResultChampsSchema = z.array(z.object({ id: z.int(), name: z.string(), country: z.string(), count: z.int() }));
export type ResultChamp = z.infer<typeof ResultChampsSchema>[number];

export interface ResultsQuery {
  lng: string;
  sportId?: number;
  champId?: number;
  /** The window on the finish time, epoch ms: from ≤ finishedAt < to. */
  from?: number;
  to?: number;
  limit?: number;
  offset?: number;
}

export const resultsKey = (q: ResultsQuery) =>
  `/web-api/line/results${query({ sportId: q.sportId, champId: q.champId, from: q.from, to: q.to, limit: q.limit, offset: q.offset, lng: q.lng })}`;
export const resultSportsKey = (q: Pick<ResultsQuery, 'lng' | 'from' | 'to'>) =>
  `/web-api/line/results/sports${query({ from: q.from, to: q.to, lng: q.lng })}`;
export const resultChampsKey = (q: Pick<ResultsQuery, 'lng' | 'from' | 'to' | 'sportId'>) =>
  `/web-api/line/results/champs${query({ sportId: q.sportId, from: q.from, to: q.to, lng: q.lng })}`;

export function fetchResults(q: ResultsQuery, options: GetOptions = {}): Promise<Results> {
  return getJson(resultsKey(q), ResultsSchema, options);
}
export function fetchResultSports(q: Pick<ResultsQuery, 'lng' | 'from' | 'to'>, options: GetOptions = {}): Promise<ResultSport[]> {
  return getJson(resultSportsKey(q), ResultSportsSchema, options);
}
export function fetchResultChamps(q: Pick<ResultsQuery, 'lng' | 'from' | 'to' | 'sportId'>, options: GetOptions = {}): Promise<ResultChamp[]> {
  return getJson(resultChampsKey(q), ResultChampsSchema, options);
}
