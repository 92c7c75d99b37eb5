import * as z from 'zod/mini';
import { en } from 'zod/locales';
import { backendUrl } from '@/lib/config/backend';
import { NETWORK_FAILURE_MESSAGE, REQUEST_CANCELLED_STATUS } from '@/lib/config/auth';
import { ApiError, failureOf, isRecord } from './errors';
import { abortAfter, serverCallTimeoutMs } from './deadline';
import { fetchRetryingReset } from './reset';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface SendOptions {
  method?: Method;
  /** JSON body; undefined sends none on a GET and `{}` on any other method (jsonBodyOf). */
  body?: unknown;
  /** Cookie header to forward from a server component (the session lives in cookies). */
  cookie?: string;
  signal?: AbortSignal;
  headers?: Readonly<Record<string, string>>;
  /** What the caller reads: JSON (the default) or text (limits-coupon-auth.md §7: the session call). */
  accept?: 'json' | 'text';
}

/** One answer, body read as text once (a JSON body is parsed by whoever reads it). */
export interface Reply {
  status: number;
  ok: boolean;
  text: string;
}

// In the browser the same-origin prefixes are rewritten to the backend; on the server we call
// the backend directly so a page render is one hop.
function base(): string {
  return typeof window === 'undefined' ? backendUrl() : '';
}

function cancelled(error: unknown, signal: AbortSignal | undefined): boolean {
  return Boolean(signal?.aborted) || (isRecord(error) && error.name === 'AbortError');
}

/**
 * The body of a request as JSON text. Every call that may change something (any method but GET)
 * sends JSON, `{}` when the caller has nothing to send: the backend's request guard refuses any
 * other body there (415), so a cross-site form or a `text/plain` beacon can never pass for the
 * site (docs/request-guard.md).
 */
export function jsonBodyOf(method: Method, body: unknown): string | undefined {
  if (body !== undefined) return JSON.stringify(body);
  return method === 'GET' ? undefined : '{}';
}

/** The caller's signal, plus a timeout on the server (deadline.ts); none in the browser. */
function limitOf(signal: AbortSignal | undefined): { signal?: AbortSignal; timedOut: () => boolean; done: () => void } {
  if (typeof window !== 'undefined') return { signal, timedOut: () => false, done: () => {} };
  return abortAfter(serverCallTimeoutMs(), signal);
}

/**
 * One HTTP exchange and nothing more: a cancelled request is an ApiError 499, no answer at all is
 * 'Failed to fetch' (limits-coupon-auth.md §8). On the server an answer (body included) that takes longer
 * than BACKEND_TIMEOUT_MS, or than the render's budget allows, is an ApiError with status 0 like
 * no answer at all, so a late backend costs a page seconds, never its response. A GET, or a call
 * with an idempotency key, whose connection was reset before any answer is sent once more within
 * the same time (reset.ts). Error answers are returned, not thrown: the rules of the client
 * (lib/api/http/request.ts) decide what they mean.
 */
export async function send(path: string, options: SendOptions = {}): Promise<Reply> {
  const { method = 'GET', body, cookie, headers = {}, accept = 'json' } = options;
  const json = jsonBodyOf(method, body);
  const limit = limitOf(options.signal);
  const { signal } = limit;
  const late = () => new ApiError(`${path} did not answer in time`, 0);
  let response: Response;
  try {
    response = await fetchRetryingReset(`${base()}${path}`, {
      method,
      headers: {
        Accept: accept === 'json' ? 'application/json' : 'text/plain, */*',
        ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(cookie ? { Cookie: cookie } : {}),
        ...headers,
      },
      body: json,
      cache: 'no-store',
      signal,
    });
  } catch (error) {
    limit.done();
    if (limit.timedOut()) throw late();
    if (cancelled(error, signal)) throw new ApiError('Request cancelled', REQUEST_CANCELLED_STATUS);
    throw new ApiError(NETWORK_FAILURE_MESSAGE, 0);
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (limit.timedOut()) throw late();
    if (cancelled(error, signal)) throw new ApiError('Request cancelled', REQUEST_CANCELLED_STATUS);
    text = '';
  } finally {
    limit.done();
  }
  return { status: response.status, ok: response.ok, text };
}

/** The JSON of a body; undefined when it is empty or not JSON. */
export function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

// zod/mini ships no messages (every issue would read "Invalid input"): the English locale lets a
// bad payload's log line say what was expected and what came (docs/decisions/zod-schemas.md).
z.config(en());

/**
 * A payload checked by its schema: a bad one is an ApiError with a clear message, never `undefined`.
 * Any zod schema is accepted, mini or classic: both are zod core's `$ZodType`.
 */
export function parseWith<S extends z.core.$ZodType>(schema: S, answer: unknown, path: string, status: number): z.output<S> {
  const parsed = z.safeParse(schema, answer);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    throw new ApiError(`Unexpected response from ${path}${where}: ${issue?.message ?? 'invalid'}`, status);
  }
  return parsed.data;
}

/**
 * GET a JSON resource with none of the client's retry rules: for the calls those rules make
 * themselves (the token and the fingerprint), which must never recurse into them.
 */
export async function fetchJsonOnce<S extends z.core.$ZodType>(path: string, schema: S, options: SendOptions = {}): Promise<z.output<S>> {
  const reply = await send(path, options);
  const answer = parseJson(reply.text);
  if (!reply.ok) throw failureOf(path, reply.status, answer);
  return parseWith(schema, answer, path, reply.status);
}
