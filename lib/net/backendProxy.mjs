// The front server's own proxy to the backend for the API prefixes (docs/site-proxy.md "When the
// backend does not answer"). Next's rewrites answered a plain-text 500 when the backend was down
// and held a request 30 s when it was slow; here a backend that gives no answer is answered
// `503 backend_unavailable` (JSON, Retry-After, the API answers' security headers): at once when
// the connection fails, after SITE_BACKEND_ANSWER_TIMEOUT_MS when the answer does not begin.
// Everything else is passed on as Next's rewrite passed it: the request's headers as the front
// server left them (the vouched client address and the key, lib/net/siteRequest.mjs), `Host` the
// backend's and `X-Forwarded-Host` the site's; the answer's status and headers as the backend sent
// them, streamed as they come, gzipped by the same rules as Next's compression (an event stream
// never, so it stays unbuffered).
import http from 'node:http';
import https from 'node:https';
import { createGzip, constants as zlib } from 'node:zlib';
import { SITE_BACKEND_ANSWER_TIMEOUT_MS, SITE_BACKEND_IDLE_SOCKET_MS, SITE_BACKEND_RETRY_AFTER_SECONDS } from '../config/siteProxy.mjs';
import { acceptsGzip } from './frontAnswer.mjs';
import { siteAnswerHeaders, unavailableBody } from './siteRequest.mjs';

/** Headers of one hop, never passed on (RFC 9110 §7.6.1); the body goes with its own length. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'expect']);

/** Compressed by Next's compression too (mime-db's compressible types, the common ones). */
const COMPRESSIBLE = /^(text\/(?!event-stream\b)[\w.+-]+|application\/(json|javascript|xml|x-javascript|[\w.+-]+\+(json|xml))|image\/svg\+xml)\b/i;

/** Next's compression leaves an answer with a declared length under 1 kB as it is. */
const COMPRESS_MIN_BYTES = 1024;

/** The headers sent to the backend: the client's (as the front server left them) less one hop's. */
export function forwardedHeaders(headers, { host, bodyLength }) {
  const out = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!HOP_HEADERS.has(name) && name !== 'content-length' && value !== undefined) out[name] = value;
  }
  out.host = host;
  out['x-forwarded-host'] = headers.host ?? '';
  if (bodyLength > 0 || headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined) out['content-length'] = String(bodyLength);
  return out;
}

/** A request that may be sent twice: it reads, or the backend answers a repeat with the first answer (docs/coupon-api.md "Idempotency"). */
export function isRepeatable(method, headers) {
  return method === 'GET' || method === 'HEAD' || Boolean(headers['idempotency-key']);
}

function headerOf(pairs, name) {
  const found = pairs.find(([key]) => key.toLowerCase() === name);
  return found ? String(found[1]) : '';
}

/** Whether the answer is gzipped on its way, as Next's compression decided it. */
export function compresses({ method, acceptEncoding, status, pairs }) {
  if (method === 'HEAD' || status === 204 || status === 304 || !acceptsGzip(acceptEncoding)) return false;
  if (!COMPRESSIBLE.test(headerOf(pairs, 'content-type')) || headerOf(pairs, 'content-encoding')) return false;
  if (/\bno-transform\b/i.test(headerOf(pairs, 'cache-control'))) return false;
  const length = headerOf(pairs, 'content-length');
  return length === '' || Number(length) >= COMPRESS_MIN_BYTES;
}

/** The answer's headers as the backend wrote them (names, order, repeats), less one hop's. */
function answerPairs(rawHeaders) {
  const pairs = [];
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    if (!HOP_HEADERS.has(rawHeaders[i].toLowerCase())) pairs.push([rawHeaders[i], rawHeaders[i + 1]]);
  }
  return pairs;
}

function withVary(pairs) {
  const vary = headerOf(pairs, 'vary');
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) return pairs;
  return [...pairs.filter(([key]) => key.toLowerCase() !== 'vary'), ['Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding']];
}

/**
 * A proxy to `target` (the backend's origin). `proxy(req, res, body)` sends the request with its
 * body (already read, at most SITE_BODY_LIMIT_BYTES) and relays the answer. `onFault(error)` is
 * told each time the backend gave no answer, `onAnswer()` each time it did.
 */
export function createBackendProxy({
  target,
  siteUrl,
  answerTimeoutMs = SITE_BACKEND_ANSWER_TIMEOUT_MS,
  idleSocketMs = SITE_BACKEND_IDLE_SOCKET_MS,
  retryAfterSeconds = SITE_BACKEND_RETRY_AFTER_SECONDS,
  onFault = () => {},
  onAnswer = () => {},
}) {
  const origin = new URL(target);
  const transport = origin.protocol === 'https:' ? https : http;
  // Keep-alive, so a request does not pay a new connection; an idle one is closed before the
  // backend would close it (SITE_BACKEND_IDLE_SOCKET_MS).
  const agent = new transport.Agent({ keepAlive: true, timeout: idleSocketMs });
  const ownHeaders = siteAnswerHeaders(siteUrl);

  function unavailable(res) {
    if (res.headersSent) return void res.destroy();
    const body = unavailableBody();
    res.writeHead(503, { ...ownHeaders, 'retry-after': String(retryAfterSeconds), 'content-length': Buffer.byteLength(body) });
    res.end(body);
  }

  function relay(req, res, answer) {
    const status = answer.statusCode ?? 502;
    let pairs = answerPairs(answer.rawHeaders);
    const gzip = compresses({ method: req.method, acceptEncoding: req.headers['accept-encoding'], status, pairs });
    if (COMPRESSIBLE.test(headerOf(pairs, 'content-type')) && req.method !== 'HEAD') pairs = withVary(pairs);
    if (gzip) pairs = [...pairs.filter(([key]) => key.toLowerCase() !== 'content-length'), ['Content-Encoding', 'gzip']];
    res.writeHead(status, answer.statusMessage, pairs.flat());
    // What the backend sends goes out as it comes: an event stream or a long answer is not held.
    res.flushHeaders();
    answer.on('error', () => res.destroy());
    answer.on('aborted', () => res.destroy());
    if (gzip) {
      const zip = createGzip({ flush: zlib.Z_SYNC_FLUSH });
      zip.on('error', () => res.destroy());
      answer.pipe(zip).pipe(res);
    } else {
      answer.pipe(res);
    }
  }

  return function proxy(req, res, body = Buffer.alloc(0)) {
    const repeatable = isRepeatable(req.method, req.headers);
    const headers = forwardedHeaders(req.headers, { host: origin.host, bodyLength: body.length });
    // Settled: this request has its answer (the backend's, begun, or the 503) or lost its client.
    let settled = false;
    let answered = false;
    let current = null;
    const timer = setTimeout(() => fail(Object.assign(new Error(`no answer within ${answerTimeoutMs} ms`), { code: 'ETIMEDOUT' })), answerTimeoutMs);

    function fail(error) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      current?.destroy();
      onFault(error, req);
      unavailable(res);
    }

    // The client went away: so does the request to the backend.
    res.on('close', () => {
      clearTimeout(timer);
      if (!res.writableFinished) current?.destroy();
      settled = true;
    });

    function send(retried) {
      const upstream = transport.request({
        protocol: origin.protocol,
        hostname: origin.hostname,
        port: origin.port,
        method: req.method,
        path: req.url,
        headers,
        agent,
      });
      current = upstream;
      upstream.on('response', (answer) => {
        if (settled) return void answer.destroy();
        settled = true;
        answered = true;
        clearTimeout(timer);
        onAnswer();
        relay(req, res, answer);
      });
      upstream.on('error', (error) => {
        // The answer had begun: it ends where the backend stopped.
        if (answered) return void (res.writableFinished || res.destroy());
        if (settled) return;
        // A kept-alive connection the backend closed as this request went down it: nothing of
        // the answer came, so one that is safe to repeat is sent once more.
        if (error.code === 'ECONNRESET' && !retried && repeatable) return send(true);
        fail(error);
      });
      upstream.end(body.length > 0 ? body : undefined);
    }

    send(false);
  };
}
