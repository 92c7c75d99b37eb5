import { query, requestJson } from '../http';
import { SeatSchema, type Seat } from './tableState';

/**
 * `POST /web-api/casino/tables/{tableId}/seat` (docs/casino-tables-api.md): a demo seat for anyone,
 * a real one on the player's active account. Sitting again in the same mode gives the same seat, so
 * the call needs no key. Refusals are ApiErrors: `unauthorized`, `account_not_allowed`, `banned`,
 * `self_excluded`, `time_out`, `blocked`.
 */
export function takeSeat(tableId: number, mode: Seat['mode'], lng: string): Promise<Seat> {
  return requestJson(`/web-api/casino/tables/${tableId}/seat${query({ lng })}`, { method: 'POST', body: { mode }, schema: SeatSchema });
}
