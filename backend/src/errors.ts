import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';

/** One JSON:API error object: `code` is stable (clients branch on it), `detail` is for people and logs. */
export interface ErrorEntry {
  code: string;
  detail: string;
  source?: { pointer: string } | { parameter: string };
  meta?: Record<string, unknown>;
}

export interface ApiErrorOptions {
  /** Defaults to one derived from the status (defaultErrorCode). */
  code?: string;
  source?: ErrorEntry['source'];
  meta?: Record<string, unknown>;
  /** Several entries (e.g. one per invalid field); `detail` is then their joined text. */
  entries?: ErrorEntry[];
  /** Top-level members next to `errors`, e.g. `exception_code` of a 451. */
  extra?: Record<string, unknown>;
  /** Response headers, e.g. Retry-After. */
  headers?: Record<string, string>;
}

/**
 * Errors the routes throw on purpose. app.onError turns them into the
 * JSON:API style body `{ errors: [{ code, detail }] }` the site joins into a message.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly detail: string,
    readonly options: ApiErrorOptions = {},
  ) {
    super(detail);
  }

  get code(): string {
    return this.options.code ?? defaultErrorCode(this.status);
  }

  get entries(): ErrorEntry[] {
    if (this.options.entries) return this.options.entries;
    const { source, meta } = this.options;
    return [{ code: this.code, detail: this.detail, ...(source ? { source } : {}), ...(meta ? { meta } : {}) }];
  }
}

const DEFAULT_CODES: Partial<Record<number, string>> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  415: 'unsupported_media_type',
  429: 'too_many_attempts',
  451: 'terms_changed',
};

/** The code of an error thrown without one, so every error body carries a code. */
export function defaultErrorCode(status: number): string {
  return DEFAULT_CODES[status] ?? (status >= 500 ? 'internal_error' : 'bad_request');
}

export const badRequest = (detail: string) => new ApiError(400, detail);
export const notFound = (detail: string) => new ApiError(404, detail);

export function errorBody(detail: string, code = 'bad_request') {
  return { errors: [{ code, detail }] };
}

export function sendError(c: Context, status: ContentfulStatusCode, detail: string) {
  return c.json(errorBody(detail, defaultErrorCode(status)), status);
}

/** The answer for a thrown ApiError: its headers, extra members and entries. */
export function sendApiError(c: Context, error: ApiError) {
  for (const [name, value] of Object.entries(error.options.headers ?? {})) c.header(name, value);
  return c.json({ ...error.options.extra, errors: error.entries }, error.status);
}

/** RFC 6901 pointer to a body member, e.g. ['user', 'email'] → "/user/email". */
function pointerOf(path: readonly PropertyKey[]): string {
  return path.map((key) => `/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/**
 * A zod failure as a 400 with code `validation`: one entry per issue, each naming its field
 * (`source.pointer` in a body, `source.parameter` in a query); `detail` is describeZodError's text.
 */
export function validationError(error: z.ZodError, where = 'body'): ApiError {
  const entries: ErrorEntry[] = error.issues.map((issue) => {
    const path: PropertyKey[] = [...issue.path];
    // An unknown key has an empty path; point at the key itself.
    if (issue.code === 'unrecognized_keys' && issue.keys[0] !== undefined) path.push(issue.keys[0]);
    const label = issue.path.length > 0 ? issue.path.map(String).join('.') : where;
    const source = where === 'query' ? { parameter: String(path[0] ?? '') } : { pointer: pointerOf(path) };
    return { code: 'validation', detail: `${label}: ${issue.message}`, source };
  });
  return new ApiError(400, describeZodError(error, where), { code: 'validation', entries });
}

/** A 400 `validation` error about one field of the body, e.g. fieldError('/email', 'already registered'). */
export function fieldError(pointer: string, detail: string): ApiError {
  return new ApiError(400, detail, { code: 'validation', source: { pointer } });
}

/** One readable line per zod issue, prefixed with where it happened. */
export function describeZodError(error: z.ZodError, where = 'body'): string {
  return error.issues
    .map((issue) => {
      const path = issue.path.length > 0 ? issue.path.map(String).join('.') : where;
      return `${path}: ${issue.message}`;
    })
    .join('; ');
}
