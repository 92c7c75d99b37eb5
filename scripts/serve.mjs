// The site's front server: Next's own request handler behind a small Node HTTP server (Next's
// "custom server"), run by `npm start`, `npm run dev` (with --dev) and the browser tests.
//
//   node scripts/serve.mjs [--dev] [-p PORT]      PORT (3000), TRUSTED_PROXY_COUNT (0), SITE_PROXY_KEY,
//                                                 BACKEND_URL (http://127.0.0.1:4000), SITE_URL
//
// Why it exists (docs/site-proxy.md; docs/decisions/front-server.md): `next start` passes a client-sent
// X-Forwarded-For on to the backend as it is, and middleware never sees the socket, so the site
// could not say who is asking; and a large body on an API prefix hung 30 s in Next's rewrite proxy
// and ended in a plain-text 500. Here, before Next sees a request:
//   1. the client address is taken from the socket (or the trusted proxies' X-Forwarded-For entry),
//   2. client-sent address headers go; X-Forwarded-For and X-Site-Client-Address carry that address,
//      and requests for the backend carry X-Site-Proxy-Key, the secret the backend checks,
//   3. pages are compressed here, and a page served from the cache gets its script policy (its
//      inline scripts' hashes) and its compressed bytes made once
//      (docs/cached-pages.md),
//   4. a body over 64 KiB on an API prefix (10 MB + 64 KiB on an upload endpoint) is answered 413 (JSON) at once: declared, before a byte
//      of it is read; streamed, as soon as the count passes the limit,
//   5. the API prefixes go to the backend through the front server's own proxy, not Next's
//      rewrites, so a backend that is down or late is answered 503 `backend_unavailable` (JSON,
//      Retry-After) at once or within 10 s instead of a plain-text 500 after up to 30 s
//      (lib/net/backendProxy.mjs, docs/site-proxy.md "When the backend does not answer"); the
//      site's own route handlers there (the line feed) stay Next's.
import { createServer, IncomingMessage } from 'node:http';
import { clientAddress, parseTrustedProxyCount } from '../lib/net/clientAddress.mjs';
import { bodyLimitOf, bodyOf, isApiPath, isOwnApiPath, siteAnswerHeaders, tooLargeBody, vouchFor } from '../lib/net/siteRequest.mjs';
import { createBackendProxy } from '../lib/net/backendProxy.mjs';
import {
  SITE_BODY_DRAIN_LIMIT_BYTES,
  SITE_BODY_LIMIT_BYTES,
  SITE_DEFAULT_BACKEND_URL,
  SITE_HEADERS_TIMEOUT_MS,
  SITE_KEEP_ALIVE_TIMEOUT_MS,
  SITE_PROXY_KEY_ENV,
  TRUSTED_PROXY_COUNT_ENV,
} from '../lib/config/siteProxy.mjs';
import { acceptsGzip, wrapPageAnswer } from '../lib/net/frontAnswer.mjs';
import { FRONT_SERVER_HEADER } from '../lib/config/cachedPages.mjs';
import { root } from './lib.mjs';

const dev = process.argv.includes('--dev');
const portFlag = process.argv.findIndex((arg) => arg === '-p' || arg === '--port');
const port = Number(portFlag >= 0 ? process.argv[portFlag + 1] : process.env.PORT || 3000);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`The port must be a number from 1 to 65535, got "${portFlag >= 0 ? process.argv[portFlag + 1] : process.env.PORT}"`);
  process.exit(1);
}
let trustedProxyCount;
try {
  trustedProxyCount = parseTrustedProxyCount(process.env[TRUSTED_PROXY_COUNT_ENV]);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const key = process.env[SITE_PROXY_KEY_ENV] || null;
if (!key) {
  console.warn(`${SITE_PROXY_KEY_ENV} is not set: the backend cannot tell the site's view of the client address from a client's claim, and counts every visitor as the site (docs/site-proxy.md).`);
}

// As `next start` and `next dev` do; set before Next (and React with it) is loaded.
process.env.NODE_ENV = dev ? 'development' : 'production';
const { default: next } = await import('next');

// The backend the API prefixes go to: BACKEND_URL as it is when the site starts, like the server's
// own calls (lib/config/backend.ts), so one build serves any backend.
const backendUrl = (process.env.BACKEND_URL || SITE_DEFAULT_BACKEND_URL).replace(/\/+$/, '');
// The site's own JSON answers on the API prefixes carry what the backend's answers carry there.
const JSON_HEADERS = siteAnswerHeaders(process.env.SITE_URL || 'http://localhost:3000');

/** 413 now. `close`: the rest of the body will not be read (too large to drain, or never sent). */
function refuse(res, close, limit = SITE_BODY_LIMIT_BYTES) {
  const body = tooLargeBody(limit);
  res.writeHead(413, { ...JSON_HEADERS, 'content-length': Buffer.byteLength(body), ...(close ? { connection: 'close' } : {}) });
  res.end(body);
}

/** The request again with the body already read, declared by length, for Next to pass on. */
function replay(req, body) {
  const copy = new IncomingMessage(req.socket);
  Object.assign(copy, { method: req.method, url: req.url, httpVersion: req.httpVersion, httpVersionMajor: req.httpVersionMajor, httpVersionMinor: req.httpVersionMinor });
  const headers = { ...req.headers, 'content-length': String(body.length) };
  delete headers['transfer-encoding'];
  copy.headers = headers;
  copy.rawHeaders = Object.entries(headers).flatMap(([name, value]) => (Array.isArray(value) ? value.flatMap((v) => [name, v]) : [name, value]));
  copy.complete = true;
  copy.push(body);
  copy.push(null);
  return copy;
}

/**
 * A body of unknown length (chunked) is read here, counted as it comes: over the limit it is
 * answered 413 at once and the rest thrown away (up to the drain limit, then the connection
 * closes); within it, Next gets the request with the body it carried. API bodies are small.
 */
function readStreamed(req, res, then) {
  const limit = bodyLimitOf(req.method, req.url);
  const chunks = [];
  let size = 0;
  let refused = false;
  req.on('data', (chunk) => {
    size += chunk.length;
    if (refused) {
      if (size > SITE_BODY_DRAIN_LIMIT_BYTES) req.socket.destroy();
      return;
    }
    if (size > limit) {
      refused = true;
      chunks.length = 0;
      refuse(res, false, limit);
      return;
    }
    chunks.push(chunk);
  });
  req.on('end', () => {
    if (!refused) then(Buffer.concat(chunks));
  });
  req.on('error', () => req.socket.destroy());
}

/** A body within its declared length (already checked against the limit), read whole. */
function readDeclared(req, then) {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => then(Buffer.concat(chunks)));
  req.on('error', () => req.socket.destroy());
}

const server = createServer();
// An idle client connection outlives the client's (or its load balancer's) own idle timeout, so
// the site never closes one the client is sending a request down (docs/site-proxy.md).
server.keepAliveTimeout = SITE_KEEP_ALIVE_TIMEOUT_MS;
server.headersTimeout = SITE_HEADERS_TIMEOUT_MS;
const app = next({ dev, dir: root, hostname: 'localhost', port, httpServer: server });
const handle = app.getRequestHandler();

function pass(req, res) {
  handle(req, res).catch((error) => {
    console.error('[site] request failed', req.method, req.url, error);
    if (!res.headersSent) {
      res.statusCode = 500;
      res.end('Internal Server Error');
    }
  });
}

// Said once when the backend stops answering and once when it answers again, not per request.
let backendDown = false;
const proxy = createBackendProxy({
  target: backendUrl,
  siteUrl: process.env.SITE_URL || 'http://localhost:3000',
  onFault: (error, req) => {
    if (backendDown) return;
    backendDown = true;
    console.error(`[site] the backend at ${backendUrl} gives no answer (${error.code ?? error.message}, ${req.method} ${String(req.url).split('?')[0]}): the API prefixes answer 503 until it does`);
  },
  onAnswer: () => {
    if (!backendDown) return;
    backendDown = false;
    console.log(`[site] the backend at ${backendUrl} answers again`);
  },
});

/** Every request: vouch for its client address, gate API bodies, then Next or the backend. */
function onRequest(req, res, bodyNotSent = false) {
  const api = isApiPath(req.url);
  const address = clientAddress({ socketAddress: req.socket.remoteAddress, forwardedFor: req.headers['x-forwarded-for'], trustedProxyCount });
  vouchFor(req.headers, { address, key: api ? key : null });
  delete req.headers[FRONT_SERVER_HEADER];
  if (!api && !String(req.url).startsWith('/_next/')) {
    // A page: compressed here, so that a cached one gets its script policy and its compressed
    // bytes once (lib/net/frontAnswer.mjs, docs/cached-pages.md); the middleware serves cached
    // pages only to requests this header vouches came this way.
    const gzip = acceptsGzip(req.headers['accept-encoding']);
    delete req.headers['accept-encoding'];
    req.headers[FRONT_SERVER_HEADER] = '1';
    wrapPageAnswer(req, res, { gzip });
  }
  if (!api) return pass(req, res);
  // An upload endpoint's file may pass the JSON limit, up to its own (docs/documents-api.md).
  const limit = bodyLimitOf(req.method, req.url);
  const body = bodyOf(req.headers, limit);
  if (body === 'over') return refuse(res, bodyNotSent || Number(req.headers['content-length']) > SITE_BODY_DRAIN_LIMIT_BYTES, limit);
  // The site's own route handlers under the prefixes (the line feed) are Next's.
  if (isOwnApiPath(req.url)) {
    if (body === 'streamed') return readStreamed(req, res, (read) => pass(replay(req, read), res));
    return pass(req, res);
  }
  // The rest goes to the backend, its body read first (it is small) so that a request safe to
  // repeat can be sent again (lib/net/backendProxy.mjs).
  if (body === 'streamed') return readStreamed(req, res, (read) => proxy(req, res, read));
  return readDeclared(req, (read) => proxy(req, res, read));
}

server.on('request', (req, res) => onRequest(req, res));
// `Expect: 100-continue` (curl does it for large bodies): refuse before the client sends the body.
server.on('checkContinue', (req, res) => {
  if (isApiPath(req.url) && bodyOf(req.headers, bodyLimitOf(req.method, req.url)) === 'over') return onRequest(req, res, true);
  res.writeContinue();
  onRequest(req, res);
});

await app.prepare();
server.listen(port, () => {
  console.log(`site (${dev ? 'next dev' : 'production build'}) on http://localhost:${port}; trusted proxies: ${trustedProxyCount}`);
});

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  setTimeout(() => process.exit(0), 2000).unref();
  server.close(() => process.exit(0));
  server.closeAllConnections?.();
  app.close?.();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
