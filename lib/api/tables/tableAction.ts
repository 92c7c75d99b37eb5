import { IDEMPOTENCY_HEADER } from '@/lib/config/backend';
import { query, requestJson } from '../http';
import { TableStateSchema, type SeatId, type TableState } from './tableState';

export type HandAction = 'hit' | 'stand' | 'double';

/**
 * `POST /web-api/casino/tables/{tableId}/actions` (blackjack, while deciding; docs/casino-tables-api.md):
 * hit, stand or double the seat's hand. Refusals: `not_deciding`, `hand_closed`, `cannot_double`.
 */
export function tableAction(tableId: number, seatId: SeatId, action: HandAction, idempotencyKey: string, lng: string): Promise<TableState> {
  return requestJson(`/web-api/casino/tables/${tableId}/actions${query({ lng })}`, {
    method: 'POST',
    body: { seatId, action },
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    schema: TableStateSchema,
  });
}
