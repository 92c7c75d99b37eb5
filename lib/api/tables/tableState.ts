import * as z from 'zod/mini';
import { getJson, query, type GetOptions } from '../http';

// `GET /web-api/casino/tables/{tableId}` (docs/casino-tables-api.md): a live table's round, its last
// results and, for the seat's owner, his seat. The schemas of the other table endpoints live here too;
// its SWR hook is in useTableState.ts (a server component reads this file, and swr has no server build).

const CardsSchema = z.array(z.string());

export const OutcomeSchema = z.union([
  z.object({ number: z.int(), color: z.enum(['red', 'black', 'green']) }),
  z.object({ player: CardsSchema, banker: CardsSchema, playerTotal: z.int(), bankerTotal: z.int(), winner: z.enum(['player', 'banker', 'tie']) }),
  z.object({ dealer: CardsSchema, dealerTotal: z.int() }),
]);
export type Outcome = z.infer<typeof OutcomeSchema>;

export const ResultSchema = z.object({ roundId: z.union([z.int(), z.string()]), number: z.int(), outcome: OutcomeSchema, settledAt: z.number() });
export type TableResult = z.infer<typeof ResultSchema>;

export const HandSchema = z.object({
  cards: CardsSchema,
  total: z.int(),
  soft: z.boolean(),
  status: z.enum(['playing', 'stood', 'bust', 'blackjack', 'doubled']),
  canDouble: z.boolean(),
});
export type Hand = z.infer<typeof HandSchema>;

export const SeatSchema = z.object({
  seatId: z.union([z.int(), z.string()]),
  mode: z.enum(['real', 'demo']),
  currency: z.string(),
  balanceMinor: z.int(),
  bets: z.array(z.object({ betId: z.union([z.int(), z.string()]), position: z.string(), amountMinor: z.int(), winMinor: z.nullable(z.int()) })),
  hand: z.optional(z.nullable(HandSchema)),
  lastWinMinor: z.optional(z.nullable(z.int())),
});
export type Seat = z.infer<typeof SeatSchema>;

export const TableStateSchema = z.object({
  tableId: z.int(),
  kind: z.enum(['roulette', 'blackjack', 'baccarat']),
  name: z.string(),
  now: z.number(),
  limits: z.object({ currency: z.string(), minMinor: z.int(), maxMinor: z.int() }),
  round: z.object({
    roundId: z.union([z.int(), z.string()]),
    number: z.int(),
    status: z.enum(['betting', 'deciding', 'settled']),
    closesAt: z.number(),
    decidesUntil: z.nullable(z.number()),
    nextAt: z.nullable(z.number()),
    commitment: z.string(),
    clientSeed: z.string(),
    nonce: z.int(),
    serverSeed: z.nullable(z.string()),
    outcome: z.nullable(OutcomeSchema),
  }),
  lastResults: z.array(ResultSchema),
  players: z.int(),
  me: z.nullable(SeatSchema),
});
export type TableState = z.infer<typeof TableStateSchema>;

export type SeatId = Seat['seatId'];

export const tableStateKey = (tableId: number, lng: string, seatId?: SeatId | null) =>
  `/web-api/casino/tables/${tableId}${query({ lng, seatId: seatId ?? undefined })}`;

export function fetchTableState(tableId: number, lng: string, seatId?: SeatId | null, options: GetOptions = {}): Promise<TableState> {
  return getJson(tableStateKey(tableId, lng, seatId), TableStateSchema, options);
}
