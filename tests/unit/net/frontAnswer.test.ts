// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { acceptsGzip, inlineScriptHashes, policyWithHashes, wrapPageAnswer } from '@/lib/net/frontAnswer.mjs';
import { CACHED_PAGE_HEADER } from '@/lib/config/cachedPages.mjs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { FragmentMarkup } from '@/components/fragments/FragmentMarkup';
import { fragmentScriptText } from '@/lib/fragments/code';

/** A response that records what reaches the socket. */
function fakeResponse() {
  const headers = new Map<string, unknown>();
  const sent: Buffer[] = [];
  const res = Object.assign(new EventEmitter(), {
    statusCode: 200,
    status: 0,
    setHeader: (name: string, value: unknown) => void headers.set(name.toLowerCase(), value),
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
    writeHead(status: number) {
      res.status = status;
      return res;
    },
    write(chunk: Buffer) {
      sent.push(Buffer.from(chunk));
      return true;
    },
    end(chunk?: Buffer) {
      if (chunk) sent.push(Buffer.from(chunk));
      res.emit('done');
      return res;
    },
  });
  return { res, headers, body: () => Buffer.concat(sent) };
}

const POLICY = "default-src 'self'; script-src 'self' 'nonce-abc123=='; object-src 'none'";
const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

async function answer(options: { cached: boolean; gzip: boolean; pieces: string[]; type?: string }) {
  const { res, headers, body } = fakeResponse();
  wrapPageAnswer({ method: 'GET' } as IncomingMessage, res as unknown as ServerResponse, { gzip: options.gzip });
  res.setHeader('Content-Type', options.type ?? 'text/html; charset=utf-8');
  if (!options.cached) res.setHeader('Content-Security-Policy', POLICY);
  res.setHeader('ETag', '"x"');
  res.setHeader('Content-Length', '999');
  if (options.cached) res.setHeader(CACHED_PAGE_HEADER, POLICY);
  const done = new Promise((resolve) => res.once('done', resolve));
  for (const piece of options.pieces) res.write(Buffer.from(piece));
  res.end();
  await done;
  const raw = body();
  const zipped = headers.get('content-encoding') === 'gzip';
  return { headers, status: res.status, text: (zipped ? gunzipSync(raw) : raw).toString('utf8') };
}

const PAGE = ['<html><head><script src="/a.js" async=""></script><scr', 'ipt>self.__next_f.push([0])</script></head><body><p>кириллица</p>', '<script>self.__next_f.push([1,"x"])</script></body></html>'];

// Cached pages (docs/cached-pages.md): a kept page's inline scripts are allowed by their hashes.
describe('the front server on a page answer', () => {
  it('sends a kept page whole, unchanged, with its inline scripts hashed into the policy and no nonce', async () => {
    const { headers, text, status } = await answer({ cached: true, gzip: true, pieces: PAGE });
    expect(status).toBe(200);
    expect(text).toBe(PAGE.join(''));
    const policy = String(headers.get('content-security-policy'));
    expect(policy).not.toContain('nonce');
    expect(policy).toContain(`script-src 'self' ${sha('self.__next_f.push([0])')} ${sha('self.__next_f.push([1,"x"])')}; object-src`);
    expect(headers.get('cache-control')).toBe('private, no-cache');
    expect(headers.has('etag')).toBe(false);
    expect(headers.has(CACHED_PAGE_HEADER)).toBe(false);
    expect(headers.get('content-encoding')).toBe('gzip');
    expect(Number(headers.get('content-length'))).toBeGreaterThan(0);
  });

  it("allows a trusted fragment's code on a kept page by the hash of the copy the page carries, and still no eval", async () => {
    // The footer as the server writes it into the kept page, and the text the browser then runs
    // as a script element without a nonce (components/fragments/applyFragment.ts).
    const code = 'window.fragmentRan = "</p>" + 1;';
    const footer = renderToStaticMarkup(
      createElement(FragmentMarkup, {
        name: 'footer',
        fragment: { title: 'Footer', head: '', body: '<p>x</p>', style: '', scripts: [], css: [], codeToEval: code, warnings: [] },
      }),
    );
    const { headers } = await answer({ cached: true, gzip: false, pieces: [PAGE.join('').replace('</body>', `${footer}</body>`)] });
    const scripts = String(headers.get('content-security-policy')).split('; ').find((directive) => directive.startsWith('script-src'));
    expect(scripts).toContain(sha(fragmentScriptText(code)));
    expect(scripts).not.toContain('unsafe-eval');
    expect(scripts).not.toContain(sha(code));
  });

  it('gives the same kept page the same bytes the next time (compressed once)', async () => {
    const first = await answer({ cached: true, gzip: true, pieces: PAGE });
    const second = await answer({ cached: true, gzip: true, pieces: [PAGE.join('')] });
    expect(second.text).toBe(first.text);
    expect(second.headers.get('content-length')).toBe(first.headers.get('content-length'));
    expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
  });

  it('leaves a page rendered per request as Next wrote it, only compressed', async () => {
    const { headers, text } = await answer({ cached: false, gzip: true, pieces: ['<script nonce="n1">x</script>'] });
    expect(text).toBe('<script nonce="n1">x</script>');
    expect(headers.get('etag')).toBe('"x"');
    expect(headers.get('content-security-policy')).toBe(POLICY);
    expect(headers.get('vary')).toBe('Accept-Encoding');
  });

  it('sends it plain to a client that takes no gzip, and never compresses what is not text', async () => {
    const plain = await answer({ cached: true, gzip: false, pieces: PAGE });
    expect(plain.text).toBe(PAGE.join(''));
    expect(plain.headers.has('content-encoding')).toBe(false);
    const image = await answer({ cached: false, gzip: true, pieces: ['GIF89a'], type: 'image/gif' });
    expect(image.headers.has('content-encoding')).toBe(false);
  });

  it('hashes inline scripts only, and puts them after the self source', () => {
    expect(inlineScriptHashes('<script src="/x.js"></script><script>a()</script><script type="module">a()</script><script></script>')).toEqual([sha('a()')]);
    expect(policyWithHashes("script-src 'self' 'nonce-x' https://g.example; style-src 'self'", ["'sha256-A'"])).toBe(
      "script-src 'self' 'sha256-A' https://g.example; style-src 'self'",
    );
  });

  it('accepts gzip as browsers ask for it, not when refused', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
