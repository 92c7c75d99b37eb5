// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { acceptsGzip, createNonceStamper, nonceOf, wrapPageAnswer } from '@/lib/net/frontAnswer.mjs';
import { CACHED_PAGE_HEADER } from '@/lib/config/cachedPages.mjs';

/** A response that records what reaches the socket. */
function fakeResponse() {
  const headers = new Map<string, unknown>();
  const sent: Buffer[] = [];
  const res = Object.assign(new EventEmitter(), {
    statusCode: 200,
    headersSent: false,
    status: 0,
    setHeader: (name: string, value: unknown) => void headers.set(name.toLowerCase(), value),
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
    writeHead(status: number) {
      res.status = status;
      res.headersSent = true;
      return res;
    },
    write(chunk: Buffer) {
      sent.push(Buffer.from(chunk));
      return true;
    },
    end() {
      res.emit('finish');
      res.emit('done');
      return res;
    },
  });
  return { res, headers, body: () => Buffer.concat(sent) };
}

async function answer(options: { cached: boolean; gzip: boolean; pieces: string[]; type?: string }) {
  const { res, headers, body } = fakeResponse();
  wrapPageAnswer({ method: 'GET' } as IncomingMessage, res as unknown as ServerResponse, { gzip: options.gzip });
  res.setHeader('Content-Type', options.type ?? 'text/html; charset=utf-8');
  const policy = "script-src 'self' 'nonce-abc123=='";
  if (!options.cached) res.setHeader('Content-Security-Policy', policy);
  res.setHeader('ETag', '"x"');
  res.setHeader('Content-Length', '999');
  if (options.cached) res.setHeader(CACHED_PAGE_HEADER, policy);
  const done = new Promise((resolve) => res.once('done', resolve));
  for (const piece of options.pieces) res.write(Buffer.from(piece));
  res.end();
  await done;
  const raw = body();
  return { headers, text: (options.gzip ? gunzipSync(raw) : raw).toString('utf8') };
}

// Issue 10 point 1: a cached page gets this answer's nonce on its scripts (docs/cached-pages.md).
describe('the front server on a page answer', () => {
  it('stamps the nonce on every script tag of a cached page, tags split across pieces included', async () => {
    const { headers, text } = await answer({
      cached: true,
      gzip: true,
      pieces: ['<html><head><scr', 'ipt src="/a.js"></script><p>&lt;script&gt; кириллица</p><', 'script>self.__next_f.push(1)</script>'],
    });
    expect(text).toBe(
      '<html><head><script nonce="abc123==" src="/a.js"></script><p>&lt;script&gt; кириллица</p><script nonce="abc123==">self.__next_f.push(1)</script>',
    );
    expect(headers.get('cache-control')).toBe('private, no-cache');
    expect(headers.has('etag')).toBe(false);
    expect(headers.has('content-length')).toBe(false);
    expect(headers.has(CACHED_PAGE_HEADER)).toBe(false);
    expect(headers.get('content-security-policy')).toBe("script-src 'self' 'nonce-abc123=='");
    expect(headers.get('content-encoding')).toBe('gzip');
  });

  it('leaves a page rendered per request as Next wrote it, only compressed', async () => {
    const { headers, text } = await answer({ cached: false, gzip: true, pieces: ['<script nonce="n1">x</script>'] });
    expect(text).toBe('<script nonce="n1">x</script>');
    expect(headers.get('etag')).toBe('"x"');
    expect(headers.get('vary')).toBe('Accept-Encoding');
  });

  it('sends it plain to a client that takes no gzip, and never compresses what is not text', async () => {
    const plain = await answer({ cached: true, gzip: false, pieces: ['<script>1</script>'] });
    expect(plain.text).toBe('<script nonce="abc123==">1</script>');
    expect(plain.headers.has('content-encoding')).toBe(false);
    const image = await answer({ cached: false, gzip: false, pieces: ['GIF89a'], type: 'image/gif' });
    expect(image.headers.has('content-encoding')).toBe(false);
  });

  it('a stamper holds back no more than a tag start, and the nonce is read from the policy', () => {
    const stamper = createNonceStamper('n');
    expect(stamper.push('a<sc')).toBe('a');
    expect(stamper.push('x')).toBe('<scx');
    expect(stamper.push('<')).toBe('');
    expect(stamper.end()).toBe('<');
    expect(nonceOf("default-src 'self'; script-src 'nonce-Zm9v_-' 'strict-dynamic'")).toBe('Zm9v_-');
    expect(nonceOf("script-src 'self'")).toBeNull();
  });

  it('accepts gzip as browsers ask for it, not when refused', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
