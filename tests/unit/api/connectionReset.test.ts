// @vitest-environment node
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, passthrough } from 'msw';
import { send } from '@/lib/api/http/transport';
import { ApiError } from '@/lib/api/http';
import { isConnectionReset } from '@/lib/api/http/reset';
import { IDEMPOTENCY_HEADER } from '@/lib/config/backend';
import { server as msw } from '@/tests/support/server';

// The site's server-side calls to the backend reuse idle keep-alive connections; one the backend
// closes just as a request goes out on it fails with a reset and no answer. A request that is safe
// to repeat is sent once more; one that is not is never repeated (the backend may have acted on it).

/** What Node's fetch (undici) throws for a connection reset under a request. */
const reset = () => Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }) });

/** A fetch whose first `resets` calls fail with a reset; the later ones answer 200 `{ ok: true }`. */
function resettingFetch(resets: number) {
  let calls = 0;
  return vi.fn(async () => {
    calls += 1;
    if (calls <= resets) throw reset();
    return Response.json({ ok: true });
  });
}

const servers: Server[] = [];

/**
 * A real backend on a local port that drops the connection of the first `drops` requests before
 * answering (the socket destroyed, as when an idle keep-alive connection is closed under a request).
 */
async function droppingBackend(drops: number) {
  const seen: string[] = [];
  const backend = createServer((request, response) => {
    seen.push(request.method ?? '');
    if (seen.length <= drops) {
      request.socket.destroy();
      return;
    }
    response.setHeader('content-type', 'application/json');
    response.end('{"ok":true}');
  });
  servers.push(backend);
  backend.listen(0, '127.0.0.1');
  await once(backend, 'listening');
  const base = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
  // The unit tests' msw refuses unexpected requests: these go to the network for real.
  msw.use(http.all(`${base}/*`, () => passthrough()));
  vi.stubEnv('BACKEND_URL', base);
  return seen;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  for (const backend of servers.splice(0)) {
    backend.closeAllConnections();
    await new Promise((resolve) => backend.close(resolve));
  }
});

describe('a reset connection under a server-side call', () => {
  it('sends a GET once more, and answers with what the second attempt got', async () => {
    const fetch = resettingFetch(1);
    vi.stubGlobal('fetch', fetch);
    await expect(send('/web-api/line/sports')).resolves.toEqual({ status: 200, ok: true, text: '{"ok":true}' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('sends it once more only: a second reset is no answer (status 0)', async () => {
    const fetch = resettingFetch(2);
    vi.stubGlobal('fetch', fetch);
    const failed = await send('/web-api/line/sports').catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(ApiError);
    expect(failed).toMatchObject({ status: 0 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('never repeats a POST without an idempotency key: it fails as no answer after one attempt', async () => {
    const fetch = resettingFetch(1);
    vi.stubGlobal('fetch', fetch);
    const failed = await send('/web-api/user/account/active', { method: 'POST', body: { id: 5002 } }).catch((error: unknown) => error);
    expect(failed).toMatchObject({ status: 0 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('repeats a POST that carries an idempotency key (the backend answers a repeat with its first answer)', async () => {
    const fetch = resettingFetch(1);
    vi.stubGlobal('fetch', fetch);
    const answer = await send('/web-api/coupon/place?lng=en', { method: 'POST', body: { amount: 1 }, headers: { [IDEMPOTENCY_HEADER]: 'k-1' } });
    expect(answer.status).toBe(200);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('repeats nothing that failed otherwise (a refused connection)', async () => {
    const refused = Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) });
    const fetch = vi.fn(async () => {
      throw refused;
    });
    vi.stubGlobal('fetch', fetch);
    await expect(send('/web-api/line/sports')).rejects.toMatchObject({ status: 0 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('over a real connection closed under the request: a GET is answered, a POST is sent once and fails', async () => {
    const seen = await droppingBackend(1);
    await expect(send('/web-api/line/sports')).resolves.toMatchObject({ status: 200, text: '{"ok":true}' });
    expect(seen).toEqual(['GET', 'GET']);

    const seenByPost = await droppingBackend(1);
    await expect(send('/web-api/user/account/active', { method: 'POST', body: { id: 5002 } })).rejects.toMatchObject({ status: 0 });
    expect(seenByPost).toEqual(['POST']);
  });

  it('knows Node fetch’s own error for it', async () => {
    await droppingBackend(1);
    const error = await fetch(`${process.env.BACKEND_URL}/web-api/line/sports`).catch((caught: unknown) => caught);
    expect(isConnectionReset(error)).toBe(true);
  });
});
