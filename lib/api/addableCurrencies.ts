import useSWR from 'swr';
import * as z from 'zod/mini';
import { getJson, query, type GetOptions } from './http';

export const CurrencySchema = z.object({ id: z.int(), iso: z.string(), symbol: z.string() });
export type Currency = z.infer<typeof CurrencySchema>;

/** The currencies the player may add: those the backend holds that the player has no account in. */
export const AddableCurrenciesSchema = z.object({ data: z.object({ currencies: z.array(CurrencySchema) }) });

export const addableCurrenciesKey = '/web-api/office/currencies';

export async function fetchAddableCurrencies(options: GetOptions & { lng?: string } = {}): Promise<Currency[]> {
  const path = `${addableCurrenciesKey}${query({ lng: options.lng })}`;
  return (await getJson(path, AddableCurrenciesSchema, options)).data.currencies;
}

/**
 * SWR hook. `accounts` is the accounts signature (lib/account/currencies.ts): the list depends on
 * which accounts the player holds, so it is fetched again whenever they change. Null: not needed.
 */
export function useAddableCurrencies(accounts: string | null) {
  // The previous list stays on screen while the new one loads: no flash of a loading state.
  return useSWR(accounts === null ? null : [addableCurrenciesKey, accounts], () => fetchAddableCurrencies(), {
    keepPreviousData: true,
  });
}
