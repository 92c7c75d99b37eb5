import type { Context } from 'hono';
import { z } from 'zod';
import { validationError } from './errors';
import { readJsonBody } from './http/jsonBody';

/**
 * Reads and validates a JSON body through the one bounded parser (http/jsonBody.ts: 64 KiB → 413,
 * too deep → 400, malformed or empty → 400); schema mismatches are 400 `validation`. Never a 500.
 */
export async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  return parseWith(schema, await readJsonBody(c), 'body');
}

/** Validates the query string (all values arrive as strings). */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseWith(schema, c.req.query(), 'query');
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown, where: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error, where);
  return result.data;
}

/** A decimal integer in a query string, e.g. `sportId=3`. */
export function queryInt(min: number, max: number) {
  return z
    .string()
    .regex(/^-?\d+$/, 'must be an integer')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
}
