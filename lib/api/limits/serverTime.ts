import useSWR from 'swr';
import * as z from 'zod/mini';
import { requestJson } from '../http';

/**
 * The service's clock (limits-coupon-auth.md §7 "gettime"): the limits' times (`endsAt`, `resetsAt`) are on it,
 * so a countdown to them runs on it too, not on the device's clock, which may be off (or, in tests,
 * the backend's clock moved). The answer is epoch milliseconds.
 */
export const ServerTimeSchema = z.object({ time: z.number() });

export const serverTimeKey = '/web-api/captcha/gettime';

/** How far the service's clock is ahead of this device's, in ms (the call's midpoint against the answer). */
export async function fetchServerOffsetMs(): Promise<number> {
  const sent = Date.now();
  const { time } = await requestJson(serverTimeKey, { schema: ServerTimeSchema });
  return Math.round(time - (sent + Date.now()) / 2);
}

/** The service's clock as read: its offset, and this device's time when it was read (ms). */
export interface ServerClock {
  offsetMs: number;
  readAt: number;
}

/**
 * The offset once per page; undefined until it is known (a failure reads as 0: the device's
 * clock is the best there is).
 */
export function useServerClock(): ServerClock | undefined {
  const { data } = useSWR(serverTimeKey, async () => ({ offsetMs: await fetchServerOffsetMs().catch(() => 0), readAt: Date.now() }), {
    revalidateOnFocus: true,
  });
  return data;
}
