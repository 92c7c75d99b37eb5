import useSWR from 'swr';
import { getJson } from '../http';
import { UnreadSchema } from './schemas';

/**
 * `GET /web-api/support/unread`: the answers the player has not seen (the office menu's badge).
 * Asked again on focus and at most once a minute; the support screen updates it when he reads.
 */
export const SUPPORT_UNREAD_KEY = '/web-api/support/unread';
export const SUPPORT_UNREAD_REFRESH_MS = 60_000;

export async function fetchSupportUnread(): Promise<number> {
  return (await getJson(SUPPORT_UNREAD_KEY, UnreadSchema)).unread;
}

/** The count for a signed-in player; no call for a visitor. A failure shows no badge (0). */
export function useSupportUnread(signedIn: boolean): number {
  const { data } = useSWR(signedIn ? SUPPORT_UNREAD_KEY : null, fetchSupportUnread, {
    refreshInterval: SUPPORT_UNREAD_REFRESH_MS,
    revalidateOnFocus: true,
  });
  return data ?? 0;
}
