// @vitest-environment node
import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBackendProxy } from '@/lib/net/backendProxy.mjs';
import { SITE_API_SECURITY_HEADERS } from '@/lib/config/siteProxy.mjs';
import { server as msw } from '@/tests/support/server';

// docs/site-proxy.md "When the backend does not answer": the front server's proxy for the API
// prefixes, against real sockets. A backend that refuses the connection or says nothing is answered
// 503 backend_unavailable; one that answers is passed on as it answered, streamed.

// Real sockets only: msw's interception (tests/support/setup.ts) would stand in for the very
// connections (keep-alive, resets) under test.
beforeAll(() => msw.close());

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  );
});

async function listen(server: Server): Promise<number> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

/** A backend that reads each request's body, then hands it to `handler`. */
async function backend(handler: Handler) {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => handler(req, res, body));
  });
  return { server, port: await listen(server) };
}

/** The site in front of it: the proxy, given the body already read (as scripts/serve.mjs does). */
async function site(target: string, options: Partial<Parameters<typeof createBackendProxy>[0]> = {}) {
  const faults: string[] = [];
  const proxy = createBackendProxy({ target, siteUrl: 'http://localhost:3000', onFault: (error: { code?: string }) => faults.push(error.code ?? '?'), ...options });
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => proxy(req, res, Buffer.concat(chunks)));
  });
  return { url: `http://127.0.0.1:${await listen(server)}`, faults };
}

/** A port nothing listens on. */
async function closedPort() {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function expectUnavailable(response: Response, body: unknown) {
  expect(response.status).toBe(503);
  expect(body).toEqual({ errors: [{ code: 'backend_unavailable', detail: expect.any(String) }] });
  expect(response.headers.get('retry-after')).toBe('5');
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('no-store');
  for (const [name, value] of Object.entries(SITE_API_SECURITY_HEADERS)) expect(response.headers.get(name), name).toBe(value);
}

describe('the front server proxy: no answer', () => {
  it('answers 503 backend_unavailable at once when the backend refuses the connection', async () => {
    const { url, faults } = await site(`http://127.0.0.1:${await closedPort()}`);
    const started = Date.now();
    const response = await fetch(`${url}/web-api/user/checksession`);
    expectUnavailable(response, await response.json());
    expect(Date.now() - started).toBeLessThan(1000);
    expect(faults).toEqual(['ECONNREFUSED']);
  });

  it('answers 503 when the answer does not begin within the budget, and drops the request to the backend', async () => {
    let dropped = false;
    const { port } = await backend((req) => req.socket.on('close', () => (dropped = true)));
    const { url, faults } = await site(`http://127.0.0.1:${port}`, { answerTimeoutMs: 300 });
    const started = Date.now();
    const response = await fetch(`${url}/web-api/line/games`);
    expectUnavailable(response, await response.json());
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(faults).toEqual(['ETIMEDOUT']);
    await vi.waitFor(() => expect(dropped).toBe(true));
  });

  it('ends the answer where the backend stopped once it had begun (no 503 after a status went out)', async () => {
    const { port } = await backend((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('first part');
      setTimeout(() => res.socket?.destroy(), 50);
    });
    const { url } = await site(`http://127.0.0.1:${port}`);
    const response = await fetch(`${url}/web-api/slow`);
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
  });
});

describe('the front server proxy: a connection the backend closed as the request went down it', () => {
  /** A backend that cuts the first request's connection without a byte of answer, then answers. */
  async function cuttingOnce() {
    const seen: { method: string; key: string | undefined; body: string }[] = [];
    const { port } = await backend((req, res, body) => {
      seen.push({ method: req.method ?? '', key: req.headers['idempotency-key'] as string | undefined, body });
      if (seen.length === 1) return void req.socket.destroy();
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
    return { port, seen };
  }

  it('sends a GET again once', async () => {
    const { port, seen } = await cuttingOnce();
    const { url } = await site(`http://127.0.0.1:${port}`);
    const response = await fetch(`${url}/web-api/line/games`);
    expect(response.status).toBe(200);
    expect(seen.map((s) => s.method)).toEqual(['GET', 'GET']);
  });

  it('sends a placement with its Idempotency-Key again once, the same body', async () => {
    const { port, seen } = await cuttingOnce();
    const { url } = await site(`http://127.0.0.1:${port}`);
    const response = await fetch(`${url}/web-api/coupon/place`, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': 'k-1' }, body: '{"amount":100}' });
    expect(response.status).toBe(200);
    expect(seen).toEqual([
      { method: 'POST', key: 'k-1', body: '{"amount":100}' },
      { method: 'POST', key: 'k-1', body: '{"amount":100}' },
    ]);
  });

  it('never sends a POST without a key twice: it answers 503', async () => {
    const { port, seen } = await cuttingOnce();
    const { url } = await site(`http://127.0.0.1:${port}`);
    const response = await fetch(`${url}/web-api/user/logout`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expectUnavailable(response, await response.json());
    expect(seen).toHaveLength(1);
  });
});

describe('the front server proxy: an answer', () => {
  it('passes the request on as the front server left it: path, query, headers, body; Host the backend’s', async () => {
    const seen: { url?: string; headers: IncomingMessage['headers']; body: string }[] = [];
    const { port } = await backend((req, res, body) => {
      seen.push({ url: req.url, headers: req.headers, body });
      res.writeHead(201, { 'content-type': 'application/json' }).end('{}');
    });
    const { url } = await site(`http://127.0.0.1:${port}`);
    const siteHost = new URL(url).host;
    await fetch(`${url}/web-api/coupon/place?lng=ru&x=%20y`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-site-proxy-key': 'the-key', 'x-site-client-address': '203.0.113.7', 'x-forwarded-for': '203.0.113.7', cookie: 'user_token=t' },
      body: '{"a":1}',
    });
    expect(seen[0]?.url).toBe('/web-api/coupon/place?lng=ru&x=%20y');
    expect(seen[0]?.body).toBe('{"a":1}');
    expect(seen[0]?.headers).toMatchObject({
      host: `127.0.0.1:${port}`,
      'x-forwarded-host': siteHost,
      'x-site-proxy-key': 'the-key',
      'x-site-client-address': '203.0.113.7',
      'x-forwarded-for': '203.0.113.7',
      cookie: 'user_token=t',
      'content-length': '7',
    });
  });

  it('relays the status and every header as the backend sent them, repeated ones too, and nothing of its own', async () => {
    const { port } = await backend((_req, res) => {
      res.setHeader('set-cookie', ['a=1; Path=/', 'b=2; Path=/']);
      res.writeHead(404, { 'content-type': 'application/json', 'content-security-policy': "default-src 'none'", 'x-frame-options': 'SAMEORIGIN' }).end('{"errors":[]}');
    });
    const { url } = await site(`http://127.0.0.1:${port}`);
    const response = await fetch(`${url}/casino-games/1`);
    expect(response.status).toBe(404);
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(response.headers.get('retry-after')).toBeNull();
    expect(await response.text()).toBe('{"errors":[]}');
  });

  it('gzips a JSON answer for a client that takes it, as Next did, and says it varies', async () => {
    const big = JSON.stringify({ games: Array.from({ length: 200 }, (_, id) => ({ id, team1: 'Home', team2: 'Away' })) });
    const { port } = await backend((_req, res) => res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(big) }).end(big));
    const { url } = await site(`http://127.0.0.1:${port}`);
    const raw = await new Promise<{ headers: IncomingMessage['headers']; body: Buffer }>((resolve, reject) => {
      http
        .get(`${url}/web-api/line/games`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
    expect(raw.headers['content-encoding']).toBe('gzip');
    expect(raw.headers.vary).toBe('Accept-Encoding');
    expect(raw.headers['content-length']).toBeUndefined();
    expect(gunzipSync(raw.body).toString()).toBe(big);
  });

  it('streams an event stream unbuffered and uncompressed: the first event arrives before the backend ends it', async () => {
    let finish: () => void = () => {};
    const { port } = await backend((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('data: 1\n\n');
      finish = () => res.end('data: 2\n\n');
    });
    const { url } = await site(`http://127.0.0.1:${port}`);
    const response = await fetch(`${url}/web-api/stream`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBeNull();
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe('data: 1\n\n');
    finish();
    const second = await reader.read();
    expect(new TextDecoder().decode(second.value)).toBe('data: 2\n\n');
  });
});

describe('the front server proxy: connections to the backend', () => {
  it('keeps one alive between requests, and closes it when idle before the backend would', async () => {
    const sockets: Socket[] = [];
    let closed = 0;
    const { server, port } = await backend((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
    // The reference backend keeps an idle connection 65 s (backend/src/main.ts).
    server.keepAliveTimeout = 65_000;
    server.on('connection', (socket: Socket) => {
      sockets.push(socket);
      socket.on('close', () => (closed += 1));
    });
    const { url } = await site(`http://127.0.0.1:${port}`, { idleSocketMs: 300 });
    await fetch(`${url}/web-api/a`);
    await fetch(`${url}/web-api/b`);
    expect(sockets).toHaveLength(1);
    await vi.waitFor(() => expect(closed).toBe(1), { timeout: 3000 });
  });
});
