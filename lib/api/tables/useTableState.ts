import useSWR from 'swr';
import { fetchTableState, tableStateKey, type SeatId, type TableState } from './tableState';

/** The table polled every second while the tab is visible (docs/decisions/live-table-updates.md). */
export const TABLE_POLL_MS = 1000;

export function useTableState(tableId: number, lng: string, seatId: SeatId | null, fallbackData?: TableState) {
  return useSWR(tableStateKey(tableId, lng, seatId), () => fetchTableState(tableId, lng, seatId), {
    refreshInterval: TABLE_POLL_MS,
    // Paused while the tab is hidden; SWR refetches on focus when the player comes back.
    refreshWhenHidden: false,
    keepPreviousData: true,
    fallbackData,
  });
}
