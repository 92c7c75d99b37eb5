import useSWR from 'swr';
import { couponHistoryKey, fetchCouponHistory, type HistoryQuery } from './couponHistory';

/**
 * The SWR hook of the bet history endpoint (lib/api/couponHistory.ts): the page before stays on
 * screen while the next loads (a filter or page change never flashes an empty list).
 */
export function useCouponHistory(q: HistoryQuery) {
  return useSWR(couponHistoryKey(q), () => fetchCouponHistory(q), { keepPreviousData: true });
}
