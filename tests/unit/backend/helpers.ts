import { createApp } from '../../../backend/src/app';
import { createClock } from '../../../backend/src/clock';
import { openDb } from '../../../backend/src/setup/open';
import { seedDatabase } from '../../../backend/src/setup/seed';
import type { Clock } from '../../../backend/src/clock';
import { createLineEngine } from '../../../backend/src/line/engine';
import type { SimulationOptions } from '../../../backend/src/line/simulator/driver';
import { createPayments, type PaymentsConfig } from '../../../backend/src/payments/runtime';
import type { Transport } from '../../../backend/src/psp/notifier';

/** The site's key (SITE_PROXY_KEY) of test backends: with it, X-Site-Client-Address names the client (auth/client.ts). */
export const TEST_SITE_PROXY_KEY = 'test-site-proxy-key';

/** The payment provider's secret (PSP_SECRET) of test backends. */
export const TEST_PSP_SECRET = 'test-psp-secret';

/** A clock standing still at `start` plus its offset (the line simulator's tests move it by hand). */
export function fixedClock(start: number): Clock {
  let offset = 0;
  return { now: () => start + offset * 1000, setOffsetSeconds: (s) => void (offset = s), offsetSeconds: () => offset };
}

/**
 * `now`: a clock standing still there (seeded at that time); `line`: the line simulator's seed and
 * frozen state (default: frozen, no timer).
 */
/**
 * A fresh seeded backend on an in-memory database; no port involved. `payments`: the provider's
 * configuration and transport; by default the operator's calls to the provider and the provider's
 * callbacks are delivered to this same app in process (no port), retried without waiting.
 */
export function makeBackend(
  options: {
    secureCookies?: boolean;
    siteUrl?: string;
    purgeSiteCache?: () => Promise<void>;
    now?: number;
    line?: SimulationOptions;
    payments?: { config?: Partial<PaymentsConfig>; fetch?: Transport };
    /** A database file instead of memory: a second connection to it plays another backend process. */
    dbFile?: string;
  } = {},
) {
  const db = openDb(options.dbFile ?? ':memory:');
  const clock = options.now === undefined ? createClock() : fixedClock(options.now);
  // The line's history of finished games comes from the line's seed (line/history.ts).
  seedDatabase(db, clock.now(), options.line?.seed);
  const line = createLineEngine(db, clock, options.line);
  // The sign-in slowdown (auth/attempts.ts) is recorded here instead of waited for.
  const pauses: number[] = [];
  // The payments' HTTP hops, into this app in process unless the test gives a transport.
  const built: { app?: ReturnType<typeof createApp> } = {};
  const inProcess: Transport = async (url, init) => {
    if (!built.app) throw new Error('the app is not built yet');
    return built.app.request(url, init);
  };
  const payments = createPayments({
    db,
    clock,
    config: {
      pspSecret: TEST_PSP_SECRET,
      pspApiUrl: 'http://127.0.0.1:4000',
      pspPublicUrl: 'http://127.0.0.1:4000',
      callbackUrl: 'http://127.0.0.1:4000/web-api/payments/callback',
      retryDelaysMs: [0, 0, 0],
      ...options.payments?.config,
    },
    fetch: options.payments?.fetch ?? inProcess,
  });
  const app = createApp({
    db,
    clock,
    payments,
    secret: 'test-secret',
    secureCookies: options.secureCookies,
    siteUrl: options.siteUrl,
    siteProxyKey: TEST_SITE_PROXY_KEY,
    purgeSiteCache: options.purgeSiteCache,
    line,
    pause: async (ms) => {
      pauses.push(ms);
    },
  });
  built.app = app;

  async function call(method: string, path: string, options: { body?: unknown; headers?: Record<string, string> } = {}) {
    const init: RequestInit = { method, headers: { ...options.headers } };
    // As the site's client does (lib/api/http/transport.ts): a call that changes something always
    // sends JSON, `{}` when it has no body, which the backend's request guard requires; a test
    // that sets its own content type and no body sends none.
    const typed = Object.keys(options.headers ?? {}).some((name) => name.toLowerCase() === 'content-type');
    const body = options.body ?? (method === 'GET' || method === 'HEAD' || typed ? undefined : {});
    if (body !== undefined) {
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] = 'application/json';
    }
    const res = await app.request(path, init);
    const text = await res.text();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests poke at arbitrary JSON
    const json: any = text ? JSON.parse(text) : null;
    return { status: res.status, json, headers: res.headers };
  }

  /** Signs a seeded user in through the control API; returns the cookie values. */
  async function signIn(login = 'player@example.com') {
    const { json } = await call('POST', '/__control/session', { body: { login } });
    const cookies = json.cookies as { name: string; value: string }[];
    return {
      ua: cookies.find((c) => c.name === 'ua')!.value,
      token: cookies.find((c) => c.name === 'user_token')!.value,
    };
  }

  return { db, clock, app, call, signIn, pauses, line, payments };
}
