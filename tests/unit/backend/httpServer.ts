import { serve, type ServerType } from '@hono/node-server';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { http, passthrough } from 'msw';
import { server as msw } from '../../support/server';

/**
 * The backend on a real local port, for the tests that need the network: the provider reached over
 * HTTP, and requests really in flight at the same time (each its own connection, interleaved
 * wherever the backend awaits). Call closeServers() after each test.
 */
type Fetchable = { fetch: (request: Request) => Response | Promise<Response> };

const servers: ServerType[] = [];

export async function closeServers(): Promise<void> {
  for (const server of servers.splice(0)) {
    if ('closeAllConnections' in server) server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

/** The unit tests' msw refuses unexpected requests: these go to the network for real. */
export const passThrough = (base: string) => msw.use(http.all(`${base}/*`, () => passthrough()));

export interface Listening {
  /** `http://127.0.0.1:<port>` */
  base: string;
  /** The app that answers from now on (503 before: the app's payments need the address first). */
  attach(app: Fetchable): void;
}

export async function listen(): Promise<Listening> {
  const late: { app?: Fetchable } = {};
  const server = serve({
    fetch: (request) => (late.app ? late.app.fetch(request) : new Response('starting', { status: 503 })),
    port: 0,
    hostname: '127.0.0.1',
  });
  servers.push(server);
  if (!server.listening) await once(server, 'listening');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  passThrough(base);
  return { base, attach: (app) => void (late.app = app) };
}

export interface HttpAnswer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests poke at arbitrary JSON
  json: any;
}

/** A JSON call over the network, as the site's pages make it (same origin, `{}` when a change has no body). */
export async function httpCall(
  base: string,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<HttpAnswer> {
  const body = options.body ?? (method === 'GET' ? undefined : {});
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { origin: base, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

/** An app on a port of its own, with calls to it over the network. */
export async function served(app: Fetchable) {
  const port = await listen();
  port.attach(app);
  return { base: port.base, http: (method: string, path: string, options?: Parameters<typeof httpCall>[3]) => httpCall(port.base, method, path, options) };
}
