import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';

/**
 * Errors the routes throw on purpose. app.onError turns them into the
 * JSON:API style body `{ errors: [{ detail }] }` the site joins into a message.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly detail: string,
  ) {
    super(detail);
  }
}

export const badRequest = (detail: string) => new ApiError(400, detail);
export const notFound = (detail: string) => new ApiError(404, detail);

export function errorBody(detail: string) {
  return { errors: [{ detail }] };
}

export function sendError(c: Context, status: ContentfulStatusCode, detail: string) {
  return c.json(errorBody(detail), status);
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
