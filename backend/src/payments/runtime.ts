import { randomBytes } from 'node:crypto';
import type { Clock } from '../clock';
import { kvGet, kvSet } from '../db/kv';
import type { Db } from '../db/handle';
import { createNotifier, type Notifier, type Transport } from '../psp/notifier';
import { createPspClient, type PspClient } from './pspClient';

/**
 * The payments' wiring (docs/payments-api.md "Configuration"): the provider's secret and addresses,
 * the HTTP transport both sides use, the provider's callback sender and the operator's client.
 * main.ts builds it from the environment; tests give a transport that calls the app in process.
 */
export interface PaymentsConfig {
  /** PSP_SECRET: the HMAC secret both sides sign their server-to-server bodies with. */
  pspSecret: string;
  /** PSP_API_URL: where the operator calls the provider (server to server). */
  pspApiUrl: string;
  /** PSP_PUBLIC_URL: the provider's address as the browser sees it (the hosted page). */
  pspPublicUrl: string;
  /** PSP_CALLBACK_URL: where the provider POSTs its callbacks. */
  callbackUrl: string;
  /** The waits before each retry of an undelivered callback. */
  retryDelaysMs: readonly number[];
}

export interface Payments {
  config: PaymentsConfig;
  /** The provider's callback sender. */
  notifier: Notifier;
  /** The operator's client of the provider. */
  psp: PspClient;
  /** Resolves once no callback is being delivered in the background. */
  settled(): Promise<void>;
}

export const PSP_SECRET_KV_KEY = 'psp_secret';

/** Three retries after the first attempt: 1 s, 5 s and 25 s later. */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [1_000, 5_000, 25_000];

/** PSP_SECRET if set, else one generated on first start and kept in `kv` (a reset keeps it, as BACKEND_SECRET's). */
export function resolvePspSecret(db: Db, fromEnv: string | undefined): string {
  if (fromEnv && fromEnv.length > 0) return fromEnv;
  const stored = kvGet(db, PSP_SECRET_KV_KEY);
  if (stored) return stored;
  const generated = randomBytes(32).toString('hex');
  kvSet(db, PSP_SECRET_KV_KEY, generated);
  return generated;
}

/** The configuration from the environment; every address defaults to the backend's own port. */
export function paymentsConfigFromEnv(db: Db, env: Record<string, string | undefined>, port: number): PaymentsConfig {
  const own = `http://127.0.0.1:${port}`;
  return {
    pspSecret: resolvePspSecret(db, env.PSP_SECRET),
    pspApiUrl: env.PSP_API_URL || own,
    pspPublicUrl: env.PSP_PUBLIC_URL || own,
    callbackUrl: env.PSP_CALLBACK_URL || `${own}/web-api/payments/callback`,
    retryDelaysMs: DEFAULT_RETRY_DELAYS_MS,
  };
}

export function createPayments(options: {
  db: Db;
  clock: Clock;
  config: PaymentsConfig;
  /** Default: the global fetch (real HTTP). */
  fetch?: Transport;
  sleep?: (ms: number) => Promise<void>;
}): Payments {
  const { db, clock, config } = options;
  const transport: Transport = options.fetch ?? ((url, init) => fetch(url, init));
  const notifier = createNotifier({
    db,
    clock,
    secret: config.pspSecret,
    callbackUrl: config.callbackUrl,
    fetch: transport,
    retryDelaysMs: config.retryDelaysMs,
    sleep: options.sleep,
  });
  const psp = createPspClient({ apiUrl: config.pspApiUrl, secret: config.pspSecret, fetch: transport, clock });
  return { config, notifier, psp, settled: () => notifier.settled() };
}
