// What the site's front server (scripts/serve.mjs) does to a page's answer on its way out
// (docs/cached-pages.md). It compresses pages itself (Next is asked for them uncompressed),
// and a page served from the cache gets a script policy of its own:
// - a kept page is the same for every visitor, so it cannot carry a per-request nonce; its inline
//   scripts are allowed by their hashes instead, which are the same for every copy of that page;
// - being the same bytes every time, its compressed answer is made once per page version and
//   reused (compressing a whole page for each visitor halved the pages a second).
import { createHash } from 'node:crypto';
import { createGzip, gzipSync, constants as zlib } from 'node:zlib';
import { CACHED_PAGE_HEADER } from '../config/cachedPages.mjs';

/** How many kept answers (per page version and encoding) the front server remembers. */
const MEMO_ENTRIES = 200;

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The CSP hash sources of an HTML page's inline scripts, each once. */
export function inlineScriptHashes(html) {
  const sources = new Set();
  for (const [, text] of html.matchAll(INLINE_SCRIPT)) {
    if (text) sources.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...sources];
}

/**
 * A page policy for a kept page: the request's nonce source (the middleware writes one policy for
 * every page) replaced by the hashes of the page's own inline scripts.
 */
export function policyWithHashes(policy, hashes) {
  return String(policy).replace(/\s*'nonce-[^']*'/g, '').replace(/(script-src\b[^;]*?'self')/, `$1${hashes.map((h) => ` ${h}`).join('')}`);
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

function addVary(res, name) {
  const vary = headerList(res.getHeader('Vary'));
  if (!new RegExp(`\\b${name}\\b`, 'i').test(vary)) res.setHeader('Vary', vary ? `${vary}, ${name}` : name);
}

const memo = new Map();

/** A kept answer as it goes out: its bytes (compressed or not) and, for HTML, its policy. */
function keptAnswer(body, { html, gzip, policy }) {
  const key = `${createHash('sha1').update(body).digest('base64')}:${gzip ? 'gzip' : 'identity'}:${html ? policy.replace(/'nonce-[^']*'/g, '') : ''}`;
  const known = memo.get(key);
  if (known) {
    memo.delete(key);
    memo.set(key, known);
    return known;
  }
  const answer = {
    data: gzip ? gzipSync(body) : body,
    policy: policyWithHashes(policy, html ? inlineScriptHashes(body.toString('utf8')) : []),
  };
  memo.set(key, answer);
  if (memo.size > MEMO_ENTRIES) memo.delete(memo.keys().next().value);
  return answer;
}

/**
 * Wraps a page's response: a page rendered per request streams through gzip (when the client
 * takes it); a kept page is gathered whole, then sent with its hashes policy and its memoised
 * bytes. Both decided from the headers Next writes.
 */
export function wrapPageAnswer(req, res, { gzip }) {
  const writeHead = res.writeHead.bind(res);
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  let headed = false;
  let mode = 'pass';
  let zip = null;
  let kept = null;
  let status = 200;
  let reason;

  function decide() {
    const policy = res.getHeader(CACHED_PAGE_HEADER);
    const body = req.method !== 'HEAD' && res.statusCode !== 204 && res.statusCode !== 304;
    const type = headerList(res.getHeader('Content-Type'));
    const compressible = gzip && body && COMPRESSIBLE.test(type) && !res.getHeader('Content-Encoding');
    if (policy !== undefined) {
      res.removeHeader(CACHED_PAGE_HEADER);
      res.removeHeader('x-middleware-rewrite');
      // The same page answers every anonymous visitor but never a shared cache: a visitor with a
      // session must not get it from one. `no-cache` (not `no-store`) keeps back/forward cache.
      res.setHeader('Cache-Control', 'private, no-cache');
      res.removeHeader('ETag');
      mode = 'kept';
      kept = { chunks: [], html: /^text\/html\b/i.test(type), gzip: compressible, policy: String(policy) };
      if (compressible) addVary(res, 'Accept-Encoding');
      return;
    }
    if (compressible) {
      mode = 'zip';
      zip = createGzip();
      zip.on('data', (chunk) => write(chunk));
      zip.on('end', () => end());
      res.setHeader('Content-Encoding', 'gzip');
      res.removeHeader('Content-Length');
      addVary(res, 'Accept-Encoding');
    }
  }

  function head() {
    if (headed) return;
    headed = true;
    decide();
    if (mode === 'kept') return;
    if (reason) writeHead(status, reason);
    else writeHead(status);
  }

  function bytes(chunk, encoding) {
    if (chunk === undefined || chunk === null || chunk.length === 0) return null;
    return typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(chunk);
  }

  function pass(chunk, encoding) {
    const data = bytes(chunk, encoding);
    if (!data) return;
    if (mode === 'kept') kept.chunks.push(data);
    else if (mode === 'zip') {
      zip.write(data);
      // Next streams a page as it renders: each piece goes out as it comes, not at the end.
      zip.flush(zlib.Z_SYNC_FLUSH);
    } else write(data);
  }

  res.writeHead = (code, ...rest) => {
    const headers = rest.find((arg) => typeof arg === 'object' && arg !== null);
    reason = rest.find((arg) => typeof arg === 'string');
    if (headers) {
      const entries = Array.isArray(headers) ? pairsOf(headers) : Object.entries(headers);
      for (const [name, value] of entries) res.setHeader(name, value);
    }
    status = code;
    res.statusCode = code;
    head();
    return res;
  };
  res.write = (chunk, encoding, callback) => {
    head();
    pass(chunk, encoding);
    if (typeof encoding === 'function') encoding();
    else if (typeof callback === 'function') callback();
    return true;
  };
  res.end = (chunk, encoding, callback) => {
    if (typeof chunk === 'function') [chunk, callback] = [undefined, chunk];
    if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding];
    if (!headed) status = res.statusCode;
    head();
    pass(chunk, encoding);
    if (typeof callback === 'function') res.once('finish', callback);
    if (mode === 'kept') {
      const answer = keptAnswer(Buffer.concat(kept.chunks), kept);
      res.setHeader('Content-Security-Policy', answer.policy);
      if (kept.gzip) res.setHeader('Content-Encoding', 'gzip');
      if (req.method === 'HEAD') res.removeHeader('Content-Length');
      else res.setHeader('Content-Length', String(answer.data.length));
      if (reason) writeHead(status, reason);
      else writeHead(status);
      if (req.method === 'HEAD' || answer.data.length === 0) end();
      else end(answer.data);
    } else if (mode === 'zip') zip.end();
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
