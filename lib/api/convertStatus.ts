import useSWR from 'swr';
import * as z from 'zod/mini';
import type { ConvertAccountStatus } from '@/lib/account/convert';
import { getJson, type GetOptions } from './http';

/** Convert-account status (shell-and-routing.md §3): 0 not allowed, 1 main account allowed, 2 additional account allowed. */
export const ConvertStatusSchema = z.object({
  data: z.object({ status: z.union([z.literal(0), z.literal(1), z.literal(2)]) }),
});

export const convertStatusKey = '/web-api/office/accounts/convert-status';

export async function fetchConvertStatus(options: GetOptions = {}): Promise<ConvertAccountStatus> {
  return (await getJson(convertStatusKey, ConvertStatusSchema, options)).data.status;
}

/** SWR hook, keyed by the accounts signature: the status follows from the player's accounts. */
export function useConvertStatus(accounts: string) {
  return useSWR([convertStatusKey, accounts], () => fetchConvertStatus(), { keepPreviousData: true });
}
