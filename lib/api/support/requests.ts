import * as z from 'zod/mini';
import { getJson, query } from '../http';
import { SupportSummarySchema } from './schemas';

/** `GET /web-api/support/requests`: the player's requests, last written to first, and his unread total. */
const ListSchema = z.object({ items: z.array(SupportSummarySchema), unread: z.int() });
export type SupportList = z.infer<typeof ListSchema>;

export const supportRequestsKey = (lng: string) => `/web-api/support/requests${query({ lng })}`;

export function fetchSupportRequests(lng: string): Promise<SupportList> {
  return getJson(supportRequestsKey(lng), ListSchema);
}
