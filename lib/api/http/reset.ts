import { IDEMPOTENCY_HEADER } from '@/lib/config/backend';
import { isRecord } from './errors';

const RESET_CODES = new Set(['ECONNRESET', 'UND_ERR_SOCKET']);

/**
 * Whether a fetch failed because the connection was closed under it before any answer: the server
 * closed an idle keep-alive connection just as this request went out on it. Node's fetch (undici)
 * fails with `fetch failed` and the reason as its cause (ECONNRESET, or UND_ERR_SOCKET "other side
 * closed"), sometimes a cause further down; a browser's fetch says only "Failed to fetch" (and
 * retries such a request itself).
 */
export function isConnectionReset(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && isRecord(current); depth += 1) {
    if (typeof current.code === 'string' && RESET_CODES.has(current.code)) return true;
    current = current.cause;
  }
  return false;
}

/**
 * Whether a request may be sent again without doing twice what it does: a GET or HEAD, or a call
 * carrying an Idempotency-Key, which the backend answers a second time with its first answer
 * (docs/coupon-api.md "Idempotency", docs/payments-api.md).
 */
export function isIdempotent(method: string | undefined, headers: HeadersInit | undefined): boolean {
  const verb = (method ?? 'GET').toUpperCase();
  return verb === 'GET' || verb === 'HEAD' || new Headers(headers).has(IDEMPOTENCY_HEADER);
}

/**
 * fetch, sent once more when the connection of an idempotent request was reset before an answer
 * came (see isConnectionReset): the reference backend keeps idle connections a minute, but a client
 * can still send on one in the moment it is closed. Anything else fails as it failed; a request that
 * is not idempotent is never repeated, the server may have acted on it.
 */
export async function fetchRetryingReset(url: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (init.signal?.aborted || !isConnectionReset(error) || !isIdempotent(init.method, init.headers)) throw error;
    return fetch(url, init);
  }
}
