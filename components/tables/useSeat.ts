'use client';

import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@/lib/api/http';
import { takeSeat } from '@/lib/api/tables/takeSeat';
import type { Seat } from '@/lib/api/tables/tableState';

export type SeatMode = Seat['mode'];
export type SeatRefusal = { code: string; detail: string };

const storageKey = (tableId: number) => `live-table-seat:${tableId}`;

function storedSeat(tableId: number): { seatId: Seat['seatId']; mode: SeatMode } | null {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(storageKey(tableId)) ?? 'null');
    if (value && typeof value === 'object' && 'seatId' in value && 'mode' in value) return value as { seatId: Seat['seatId']; mode: SeatMode };
  } catch {
    // Storage off or a bad value: the player takes a seat again.
  }
  return null;
}

/**
 * The player's seat at a table: taken on his choice (demo for anyone, real for a signed-in player),
 * kept in the tab's session storage so a reload sits him back at the same seat, which the table's
 * reads then name (`seatId`). A refusal (ban, self-exclusion…) is kept to be shown.
 */
export function useSeat(tableId: number, lng: string) {
  const [seat, setSeat] = useState<{ seatId: Seat['seatId']; mode: SeatMode } | null>(null);
  const [taking, setTaking] = useState<SeatMode | null>(null);
  const [refusal, setRefusal] = useState<SeatRefusal | null>(null);

  useEffect(() => {
    const stored = storedSeat(tableId);
    // Read after hydration: the server renders the table without a seat.
    if (stored) queueMicrotask(() => setSeat(stored));
  }, [tableId]);

  const take = useCallback(
    async (mode: SeatMode) => {
      setTaking(mode);
      setRefusal(null);
      try {
        const taken = await takeSeat(tableId, mode, lng);
        const next = { seatId: taken.seatId, mode: taken.mode };
        setSeat(next);
        try {
          window.sessionStorage.setItem(storageKey(tableId), JSON.stringify(next));
        } catch {
          // No storage: the seat lasts while the page is open.
        }
      } catch (error) {
        setRefusal({ code: error instanceof ApiError ? (error.code ?? '') : '', detail: error instanceof Error ? error.message : String(error) });
      } finally {
        setTaking(null);
      }
    },
    [tableId, lng],
  );

  return { seat, taking, refusal, take };
}
