import type { Context } from 'hono';
import type { z } from 'zod';
import { isJsonMediaType } from '../http/contentType';
import { readBody } from '../validate';
import { unsupportedMediaType } from './authErrors';

/**
 * A JSON body for the auth calls. The content type is required so a cross-site HTML form (which
 * cannot send application/json without a CORS preflight) cannot sign anybody in or out. The request
 * guard (http/requestGuard.ts) already holds every /web-api call to this; the check stays here so
 * the auth calls keep it wherever they are mounted.
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  if (!isJsonMediaType(c.req.header('content-type'))) throw unsupportedMediaType();
  return readBody(c, schema);
}
