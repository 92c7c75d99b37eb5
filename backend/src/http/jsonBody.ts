import type { Context } from 'hono';
import { badRequest } from '../errors';
import { jsonTooDeep, payloadTooLarge } from './httpErrors';
import { BODY_LIMIT_BYTES, JSON_MAX_DEPTH } from './limits';

/**
 * The one JSON body parser of the backend (validate.ts readBody, and through it every route):
 * - at most BODY_LIMIT_BYTES are read, whatever Content-Length says (413 `payload_too_large`);
 * - empty, not UTF-8 or not JSON: 400 `bad_request`;
 * - nested deeper than JSON_MAX_DEPTH: 400 `json_too_deep`, checked before JSON.parse runs;
 * - a `__proto__` key: 400 `bad_request` (it would be dropped or merged into a prototype).
 * Returns the parsed value; the caller checks its shape with zod.
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  return parseJsonText(await readBodyText(c));
}

/**
 * The same rules for a body already read as text: a caller that needs the exact bytes first (a
 * signed server-to-server body, payments/callback.ts) reads them with readBodyText, then parses here.
 */
export function parseJsonText(text: string): unknown {
  if (text.trim() === '') throw badRequest('Request body is empty; a JSON object is expected');
  if (nestsDeeperThan(text, JSON_MAX_DEPTH)) throw jsonTooDeep();
  try {
    return JSON.parse(text, (key, value: unknown) => {
      if (key === '__proto__') throw badRequest('Request body must not contain the key "__proto__"');
      return value;
    });
  } catch (error) {
    if (error instanceof Error && error.name !== 'SyntaxError') throw error;
    throw badRequest('Request body must be valid JSON');
  }
}

/** The body as UTF-8 text, refused past the limit without reading the rest. */
export async function readBodyText(c: Context): Promise<string> {
  const declared = Number(c.req.header('content-length'));
  if (Number.isFinite(declared) && declared > BODY_LIMIT_BYTES) throw payloadTooLarge();
  const body = c.req.raw.body;
  // Already read by someone (Hono caches it): still held to the limit.
  const bytes = body && !c.req.raw.bodyUsed ? await readCapped(body) : new TextEncoder().encode(await c.req.text());
  if (bytes.byteLength > BODY_LIMIT_BYTES) throw payloadTooLarge();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest('Request body must be UTF-8 JSON');
  }
}

async function readCapped(body: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > BODY_LIMIT_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw payloadTooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * Whether the JSON text opens more than `max` objects or arrays inside each other. One linear pass
 * that skips strings, so the limit holds before JSON.parse (and its recursive reviver) sees the text.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c) i += 1; // backslash: skip the escaped character
      else if (ch === 0x22) inString = false;
      continue;
    }
    if (ch === 0x22) inString = true;
    else if (ch === 0x7b || ch === 0x5b) {
      depth += 1;
      if (depth > max) return true;
    } else if (ch === 0x7d || ch === 0x5d) depth -= 1;
  }
  return false;
}
