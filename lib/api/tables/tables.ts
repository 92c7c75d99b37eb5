import * as z from 'zod/mini';
import { getJson, query } from '../http';
import { ResultSchema } from './tableState';

// `GET /web-api/casino/tables` (docs/casino-tables-api.md): every live table with its round and last results.

export const TableSummarySchema = z.object({
  tableId: z.int(),
  kind: z.enum(['roulette', 'blackjack', 'baccarat']),
  name: z.string(),
  status: z.enum(['betting', 'deciding', 'settled']),
  roundNumber: z.int(),
  closesAt: z.number(),
  players: z.int(),
  lastResults: z.array(ResultSchema),
});
export type TableSummary = z.infer<typeof TableSummarySchema>;

export const tablesKey = (lng: string) => `/web-api/casino/tables${query({ lng })}`;

export async function fetchTables(lng: string): Promise<TableSummary[]> {
  return (await getJson(tablesKey(lng), z.object({ tables: z.array(TableSummarySchema) }))).tables;
}
