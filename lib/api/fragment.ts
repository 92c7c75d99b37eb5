// Remote page fragment (shell-and-routing.md §7 "Remote page fragment"): GET the fragment URL plus the
// current path with the JSON render mode and API version v2 headers (optionally force-spa), or
// POST {components} when a component list is given. The answer is appName, title, codeToEval,
// scriptsToLoad, head, body, style, cssToLoad.
//
// Not built on requestJson: a fragment call needs its own headers, a timeout that is not a
// cancellation, a clear "not JSON" message and the answer's final URL (the origin its code came
// from). Errors are the same ApiError, with the server's JSON:API detail when it sends one.

import * as z from 'zod/mini';
import { backendUrl } from '@/lib/config/backend';
import { FRAGMENT_ENDPOINT, FRAGMENT_HEADERS, FRAGMENT_TIMEOUT_MS, type FragmentName } from '@/lib/config/fragments';
import { ApiError, errorDetail } from './http';
import { abortAfter, serverCallTimeoutMs } from './http/deadline';
import { fetchRetryingReset } from './http/reset';
import { FragmentStatusError, isFragmentStatusError } from './fragmentStatusError';

// The error lives apart so the page's first load carries it without this endpoint's code, which
// the store's fragment listener loads when a fragment first mounts.
export { FragmentStatusError, isFragmentStatusError };

export const FragmentPayloadSchema = z.object({
  appName: z.string(),
  title: z.string(),
  codeToEval: z.string(),
  scriptsToLoad: z._default(z.array(z.string()), []),
  head: z.string(),
  body: z.string(),
  style: z.string(),
  cssToLoad: z._default(z.array(z.string()), []),
});
export type FragmentPayload = z.infer<typeof FragmentPayloadSchema>;

export interface FragmentRequest {
  name: FragmentName;
  /** The page the fragment is for, with its language prefix (`/ru/line`). */
  path: string;
  /** The status code an error-page fragment describes. */
  status?: number;
  /** Only these components of the fragment (the call becomes a POST). */
  components?: string[];
  forceSpa?: boolean;
}

export interface LoadedFragment {
  payload: FragmentPayload;
  /** Origin of the answer (after any redirect): where its code would come from. */
  origin: string;
  /** Origin the call was made to: the fragment endpoint's own. */
  endpointOrigin: string;
}

/**
 * The path part of the call: the endpoint, the name, then the page path without its query and
 * without `.`/`..` segments (they would make the call leave the fragment prefix).
 */
export function fragmentPath(request: FragmentRequest): string {
  const segments = request.path
    .split(/[?#]/, 1)[0]!
    .split(/[/\\]/)
    .filter((segment) => segment !== '' && !/^(?:\.|%2e){1,2}$/i.test(segment));
  const pagePath = segments.length ? `/${segments.join('/')}` : '';
  const status = request.status === undefined ? '' : `?status=${encodeURIComponent(String(request.status))}`;
  return `${FRAGMENT_ENDPOINT}/${request.name}${pagePath}${status}`;
}

export function fragmentHeaders(request: Pick<FragmentRequest, 'forceSpa' | 'components'>): Record<string, string> {
  const { renderMode, apiVersion, forceSpa } = FRAGMENT_HEADERS;
  return {
    Accept: 'application/json',
    [renderMode.name]: renderMode.value,
    [apiVersion.name]: apiVersion.value,
    ...(request.forceSpa ? { [forceSpa.name]: forceSpa.value } : {}),
    ...(request.components ? { 'Content-Type': 'application/json' } : {}),
  };
}

// The browser calls the same-origin prefix; a server component calls the backend directly.
function endpointBase(): string {
  return typeof window === 'undefined' ? backendUrl() : '';
}

function endpointOrigin(): string {
  return typeof window === 'undefined' ? new URL(backendUrl()).origin : window.location.origin;
}

function originOf(url: string, fallback: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return fallback;
  }
}

/** Reads an answer already received: JSON, checked by the schema, or an ApiError saying what is wrong. */
export function parseFragmentAnswer(name: string, status: number, text: string): FragmentPayload {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    if (status < 200 || status > 299) throw failure(name, status, undefined);
    throw new ApiError(`Fragment "${name}": the answer is not valid JSON`, status);
  }
  if (status < 200 || status > 299) throw failure(name, status, json);
  const parsed = FragmentPayloadSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    throw new ApiError(`Fragment "${name}": unexpected answer${where}: ${issue?.message ?? 'invalid'}`, status);
  }
  return parsed.data;
}

function failure(name: string, status: number, body: unknown): ApiError {
  const message = `Fragment "${name}" answered ${status}${errorDetail(body) ? `: ${errorDetail(body)}` : ''}`;
  return isFragmentStatusError(status) ? new FragmentStatusError(message, status) : new ApiError(message, status);
}

export interface FetchFragmentOptions {
  /** Cancels the call (the page left the fragment): an ApiError with status 499. */
  signal?: AbortSignal;
  timeoutMs?: number;
}

/**
 * Loads a fragment. Fails with a FragmentStatusError on a 4xx status, and with an ApiError on
 * anything else: no answer (status 0), a timeout (status 0), a 5xx, malformed JSON or a payload
 * the schema refuses.
 */
export async function fetchFragment(request: FragmentRequest, options: FetchFragmentOptions = {}): Promise<LoadedFragment> {
  // On the server the fragment is one more backend call of the render: its timeout and budget.
  const { signal, timeoutMs = typeof window === 'undefined' ? serverCallTimeoutMs() : FRAGMENT_TIMEOUT_MS } = options;
  const url = `${endpointBase()}${fragmentPath(request)}`;
  const limit = abortAfter(timeoutMs, signal);
  try {
    // A GET whose connection was reset before any answer goes once more (http/reset.ts).
    const response = await fetchRetryingReset(url, {
      method: request.components ? 'POST' : 'GET',
      headers: fragmentHeaders(request),
      body: request.components ? JSON.stringify({ components: request.components }) : undefined,
      cache: 'no-store',
      signal: limit.signal,
    });
    // The body is read under the same timeout: a server may send headers and then hang.
    const text = await response.text();
    const self = endpointOrigin();
    return {
      payload: parseFragmentAnswer(request.name, response.status, text),
      origin: originOf(response.url, self),
      endpointOrigin: self,
    };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (limit.timedOut()) throw new ApiError(`Fragment "${request.name}" did not answer within ${timeoutMs} ms`, 0);
    if (signal?.aborted) throw new ApiError('Request cancelled', 499);
    throw new ApiError(`Fragment "${request.name}": failed to fetch`, 0);
  } finally {
    limit.done();
  }
}
