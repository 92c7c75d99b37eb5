import type { z } from 'zod';
import { backendUrl } from '@/lib/config/backend';

/** An API failure with a message fit for a log line and the HTTP status (0 for no response). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface GetOptions {
  /** Cookie header to forward from a server component (the session lives in cookies). */
  cookie?: string;
  signal?: AbortSignal;
}

// In the browser the same-origin prefixes are rewritten to the backend; on the server we call
// the backend directly so a page render is one hop.
function base(): string {
  return typeof window === 'undefined' ? backendUrl() : '';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** JSON:API `errors[].detail`, joined (shell spec §8); null when the body has none. */
export function errorDetail(body: unknown): string | null {
  if (!isRecord(body) || !Array.isArray(body.errors)) return null;
  const details = body.errors
    .map((entry: unknown) => (isRecord(entry) && entry.detail != null ? String(entry.detail).trim() : ''))
    .filter(Boolean);
  return details.length ? details.join('; ') : null;
}

export interface RequestOptions<S extends z.ZodType | undefined> extends GetOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON body; left out when undefined. */
  body?: unknown;
  /** Schema of a successful answer; without one the answer body is not read. */
  schema?: S;
}

type Answer<S> = S extends z.ZodType ? z.infer<S> : void;

/**
 * The one request path of the API client: JSON in and out, the server's JSON:API detail (or its
 * `data.message`) as the error message, a bad payload as an ApiError, never `undefined`.
 */
export async function requestJson<S extends z.ZodType | undefined = undefined>(
  path: string,
  options: RequestOptions<S> = {},
): Promise<Answer<S>> {
  const { method = 'GET', body, schema, cookie, signal } = options;
  let response: Response;
  try {
    response = await fetch(`${base()}${path}`, {
      method,
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: 'no-store',
      signal,
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw new ApiError('Request cancelled', 499);
    throw new ApiError('Failed to fetch', 0);
  }
  const answer: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    throw new ApiError(errorDetail(answer) ?? dataMessage(answer) ?? `${path} answered ${response.status}`, response.status);
  }
  if (!schema) return undefined as Answer<S>;
  const parsed = schema.safeParse(answer);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    throw new ApiError(`Unexpected response from ${path}${where}: ${issue?.message ?? 'invalid'}`, response.status);
  }
  return parsed.data as Answer<S>;
}

/** `data.message` of an office-API answer (shell spec §7 "Add and remove currency"); null when absent. */
export function dataMessage(body: unknown): string | null {
  if (!isRecord(body) || !isRecord(body.data) || typeof body.data.message !== 'string') return null;
  return body.data.message.trim() || null;
}

/** GET a JSON resource and parse it with its schema: a bad payload is an ApiError, never `undefined`. */
export function getJson<S extends z.ZodType>(path: string, schema: S, options: GetOptions = {}): Promise<z.infer<S>> {
  return requestJson(path, { ...options, schema }) as Promise<z.infer<S>>;
}

/** POST JSON (or nothing) to a same-origin API path; a failure is an ApiError with the server's detail. */
export function postJson(path: string, body?: unknown): Promise<void> {
  return requestJson(path, { method: 'POST', body });
}

/** Query string from defined values only. */
export function query(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** For resources a URL names: a 404 from the backend means "no such page" (null), anything else throws. */
export async function orNullIfNotFound<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
