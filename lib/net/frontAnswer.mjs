// What the site's front server (scripts/serve.mjs) does to a page's answer on its way out (issue 10
// point 1; docs/cached-pages.md): it compresses pages itself (Next is asked for them uncompressed)
// so that it can stamp, on a page served from the cache, the nonce of that answer's script policy
// on every script tag — a cached page is the same for every visitor and cannot carry one.
import { StringDecoder } from 'node:string_decoder';
import { createGzip, constants as zlib } from 'node:zlib';
import { CACHED_PAGE_HEADER } from '../config/cachedPages.mjs';

const SCRIPT_TAG = '<script';

/** The nonce of a Content-Security-Policy value (`'nonce-…'` in script-src); null when none. */
export function nonceOf(policy) {
  const match = /'nonce-([A-Za-z0-9+/_=-]+)'/.exec(String(policy ?? ''));
  return match ? match[1] : null;
}

/**
 * Stamps `nonce` on each `<script` tag of an HTML text that comes in pieces: `push` returns what
 * can go out now (a tag split between two pieces is held back until it is whole), `end` the rest.
 * Only tags count: the page's text and attribute values escape `<`, and the payload inside a
 * script writes it as `\u003c`.
 */
export function createNonceStamper(nonce) {
  const stamp = (text) => text.split(SCRIPT_TAG).join(`${SCRIPT_TAG} nonce="${nonce}"`);
  let held = '';
  return {
    push(text) {
      const all = held + text;
      // Hold back a tail that could be the start of a tag.
      let keep = 0;
      for (let size = Math.min(SCRIPT_TAG.length - 1, all.length); size > 0; size -= 1) {
        if (SCRIPT_TAG.startsWith(all.slice(all.length - size))) {
          keep = size;
          break;
        }
      }
      held = all.slice(all.length - keep);
      return stamp(all.slice(0, all.length - keep));
    },
    end() {
      const rest = held;
      held = '';
      return stamp(rest);
    },
  };
}

const COMPRESSIBLE = /^(text\/html|text\/x-component|text\/plain|application\/json)\b/i;

/** Whether the client takes gzip (q=0 refuses it). */
export function acceptsGzip(acceptEncoding) {
  return String(acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .some(([coding, ...params]) => (coding === 'gzip' || coding === '*') && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p)));
}

function headerList(value) {
  return Array.isArray(value) ? value.join(', ') : String(value ?? '');
}

/**
 * Wraps a page's response so that what Next writes goes through the stamper (a cached page) and
 * gzip (when the client takes it), both decided from the headers when they are written.
 */
export function wrapPageAnswer(req, res, { gzip }) {
  const writeHead = res.writeHead.bind(res);
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  let decided = false;
  let stamper = null;
  let zip = null;
  let decoder = null;

  function decide() {
    if (decided) return;
    decided = true;
    const policy = res.getHeader(CACHED_PAGE_HEADER);
    if (policy !== undefined) {
      res.removeHeader(CACHED_PAGE_HEADER);
      res.removeHeader('x-middleware-rewrite');
      res.setHeader('Content-Security-Policy', policy);
      // The same page answers every anonymous visitor but never a shared cache: a visitor with a
      // session must not get it from one. An ETag would let the browser keep a copy whose nonce
      // no longer matches the policy; `no-cache` (not `no-store`) keeps back/forward cache.
      res.setHeader('Cache-Control', 'private, no-cache');
      res.removeHeader('ETag');
      const nonce = nonceOf(policy);
      const html = /^text\/html\b/i.test(headerList(res.getHeader('Content-Type')));
      if (nonce && html) stamper = createNonceStamper(nonce);
    }
    const body = req.method !== 'HEAD' && res.statusCode !== 204 && res.statusCode !== 304;
    const compressible = COMPRESSIBLE.test(headerList(res.getHeader('Content-Type'))) && !res.getHeader('Content-Encoding');
    if (gzip && body && compressible) {
      zip = createGzip({ flush: zlib.Z_NO_FLUSH });
      zip.on('data', (chunk) => write(chunk));
      zip.on('end', () => end());
      res.setHeader('Content-Encoding', 'gzip');
      const vary = headerList(res.getHeader('Vary'));
      if (!/accept-encoding/i.test(vary)) res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
    if (stamper) decoder = new StringDecoder('utf8');
    if (stamper || zip) res.removeHeader('Content-Length');
  }

  function pass(chunk, encoding) {
    if (chunk === undefined || chunk === null || chunk.length === 0) return;
    let data = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(chunk);
    if (stamper) data = Buffer.from(stamper.push(decoder.write(data)), 'utf8');
    if (zip) {
      zip.write(data);
      // Next streams a page as it renders: each piece goes out as it comes, not at the end.
      zip.flush(zlib.Z_SYNC_FLUSH);
    } else if (data.length) write(data);
  }

  res.writeHead = (status, ...rest) => {
    const headers = rest.find((arg) => typeof arg === 'object' && arg !== null);
    const reason = rest.find((arg) => typeof arg === 'string');
    if (headers) {
      const entries = Array.isArray(headers) ? pairsOf(headers) : Object.entries(headers);
      for (const [name, value] of entries) res.setHeader(name, value);
    }
    res.statusCode = status;
    decide();
    return reason ? writeHead(status, reason) : writeHead(status);
  };
  res.write = (chunk, encoding, callback) => {
    if (!res.headersSent) res.writeHead(res.statusCode);
    pass(chunk, encoding);
    if (typeof encoding === 'function') encoding();
    else if (typeof callback === 'function') callback();
    return true;
  };
  res.end = (chunk, encoding, callback) => {
    if (typeof chunk === 'function') [chunk, callback] = [undefined, chunk];
    if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding];
    if (!res.headersSent) res.writeHead(res.statusCode);
    pass(chunk, encoding);
    if (stamper) {
      const rest = Buffer.from(stamper.push(decoder.end()) + stamper.end(), 'utf8');
      if (zip) zip.write(rest);
      else if (rest.length) write(rest);
    }
    if (typeof callback === 'function') res.once('finish', callback);
    if (zip) zip.end();
    else end();
    return res;
  };
  // Next flushes after each piece it streams, as it does with its own compression.
  res.flush = () => {};
}

function pairsOf(flat) {
  const pairs = [];
  for (let i = 0; i + 1 < flat.length; i += 2) pairs.push([flat[i], flat[i + 1]]);
  return pairs;
}
