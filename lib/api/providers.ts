import * as z from 'zod/mini';
import { getJson } from './http';

export const ProviderSchema = z.object({
  id: z.int(),
  slug: z.string(),
  name: z.string(),
  gamesCount: z.int(),
});
export type Provider = z.infer<typeof ProviderSchema>;

export const providersKey = '/web-api/casino/providers';

export function fetchProviders(): Promise<Provider[]> {
  return getJson(providersKey, z.array(ProviderSchema));
}
