import { IDEMPOTENCY_HEADER } from '@/lib/config/backend';
import { query, requestJson } from '../http';
import { TableStateSchema, type SeatId, type TableState } from './tableState';

export interface PlacedBet {
  position: string;
  amountMinor: number;
}

/**
 * `POST /web-api/casino/tables/{tableId}/bets` with an Idempotency-Key (docs/casino-tables-api.md):
 * the whole slip as one wallet round; the same key and body answers the same again. Refusals are
 * ApiErrors: `betting_closed`, `validation`, `below_min`, `above_max`, `seat_not_found`,
 * `insufficient_funds`, `limit_exceeded`, `self_excluded`, `banned`…
 */
export function placeBets(tableId: number, seatId: SeatId, bets: readonly PlacedBet[], idempotencyKey: string, lng: string): Promise<TableState> {
  return requestJson(`/web-api/casino/tables/${tableId}/bets${query({ lng })}`, {
    method: 'POST',
    body: { seatId, bets },
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    schema: TableStateSchema,
  });
}
