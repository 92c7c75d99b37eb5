import type { Context } from 'hono';
import type { z } from 'zod';
import { readBody } from '../validate';
import { unsupportedMediaType } from './authErrors';

/**
 * A JSON body for the auth calls. The content type is required so a cross-site HTML form (which
 * cannot send application/json without a CORS preflight) cannot sign anybody in or out.
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type !== 'application/json' && !/^application\/[\w.-]+\+json$/.test(type)) throw unsupportedMediaType();
  return readBody(c, schema);
}
