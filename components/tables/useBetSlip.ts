'use client';

import { useRef, useState } from 'react';
import { ApiError } from '@/lib/api/http';
import { placeBets } from '@/lib/api/tables/placeBets';
import type { SeatId, TableState } from '@/lib/api/tables/tableState';
import { addChip, type Slip } from '@/lib/tables/slip';

export type SlipError = { code: string | null; detail: string } | null;

/**
 * The pending slip and its placing: chips add up per position; "place" sends the whole slip as one
 * POST with an Idempotency-Key that stays the same until the backend answers, so a retry after a
 * lost answer is the same request (docs/casino-tables-api.md "Bets"); any answer ends the attempt.
 */
export function useBetSlip(tableId: number, lng: string, onPlaced: (state: TableState) => void) {
  const [slip, setSlip] = useState<Slip>([]);
  const [error, setError] = useState<SlipError>(null);
  const [placing, setPlacing] = useState(false);
  const attempt = useRef<{ body: string; key: string } | null>(null);

  const add = (position: string, amountMinor: number) => {
    setSlip((current) => addChip(current, position, amountMinor));
    setError(null);
  };
  const clear = () => {
    setSlip([]);
    setError(null);
  };

  const place = async (seatId: SeatId) => {
    if (!slip.length || placing) return;
    const body = JSON.stringify({ seatId, slip });
    if (attempt.current?.body !== body) attempt.current = { body, key: crypto.randomUUID() };
    setPlacing(true);
    setError(null);
    try {
      const state = await placeBets(tableId, seatId, slip, attempt.current.key, lng);
      attempt.current = null;
      setSlip([]);
      onPlaced(state);
    } catch (failure) {
      // No answer at all (status 0): the same key goes again with the retry.
      if (!(failure instanceof ApiError) || failure.status !== 0) attempt.current = null;
      setError({ code: failure instanceof ApiError ? failure.code : null, detail: failure instanceof Error ? failure.message : String(failure) });
    } finally {
      setPlacing(false);
    }
  };

  return { slip, error, placing, add, clear, place };
}
