import useSWR from 'swr';
import { fetchResultChamps, fetchResults, fetchResultSports, resultChampsKey, resultsKey, resultSportsKey, type Results, type ResultsQuery, type ResultSport } from './results';

/**
 * The SWR hooks of the results endpoints (lib/api/results.ts), beside it because server components
 * read results too. `initial`: the server's first page, shown at once for the query it was made for.
 */
export function useResults(q: ResultsQuery, initial?: Results) {
  return useSWR(resultsKey(q), () => fetchResults(q), { fallbackData: initial, revalidateOnMount: initial === undefined, keepPreviousData: true });
}

export function useResultSports(q: Pick<ResultsQuery, 'lng' | 'from' | 'to'>, initial?: ResultSport[]) {
  return useSWR(resultSportsKey(q), () => fetchResultSports(q), { fallbackData: initial, revalidateOnMount: initial === undefined });
}

export function useResultChamps(q: Pick<ResultsQuery, 'lng' | 'from' | 'to' | 'sportId'> | null) {
  return useSWR(q ? resultChampsKey(q) : null, () => (q ? fetchResultChamps(q) : []));
}
