import type { Context } from 'hono';
import { z } from 'zod';
import { badRequest, validationError } from './errors';

/**
 * Reads and validates a JSON body. Malformed JSON and schema mismatches both
 * become 400s with a readable detail, never a 500.
 */
export async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let raw: unknown;
  try {
    const text = await c.req.text();
    if (text.trim() === '') throw badRequest('Request body is empty; a JSON object is expected');
    // "__proto__" would be dropped or, worse, merged into a prototype; refuse it outright.
    raw = JSON.parse(text, (key, value: unknown) => {
      if (key === '__proto__') throw badRequest('Request body must not contain the key "__proto__"');
      return value;
    });
  } catch (error) {
    if (error instanceof Error && error.name !== 'SyntaxError') throw error;
    throw badRequest('Request body must be valid JSON');
  }
  return parseWith(schema, raw, 'body');
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
